import { NextResponse } from "next/server";
import { readApprovedProducts } from "@/lib/db/products.server";
import { route } from "@/lib/http/route";
import { cartIdsQuery } from "@/lib/schemas/cart";
import { parseOrRefuse } from "@/lib/schemas/parse";
import type { CatalogueLine } from "@/lib/types/cart";

/**
 * GET /api/cart?ids=a,b: the current title, price and free flag of a cart's products, in one
 * request, so /cart can refresh the copies it keeps; a product left out is not for sale. One
 * batched read of just those products, whatever the catalogue's size; checkout still reads every
 * price from Firestore itself.
 */
export const GET = route("The cart's prices could not be loaded. Please try again.", async (request) => {
  const ids = parseOrRefuse(cartIdsQuery, new URL(request.url).searchParams.get("ids"), "cart/invalid-request");
  const products: CatalogueLine[] = (await readApprovedProducts([...new Set(ids)])).map(({ id, title, price, free }) => ({ id, title, price, free }));
  return NextResponse.json({ products });
});
