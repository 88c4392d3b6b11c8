import { NextResponse } from "next/server";
import { MAX_CART_ITEMS } from "@/lib/cart/limits";
import { readApprovedProducts } from "@/lib/db/products.server";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import type { CatalogueLine } from "@/lib/types/cart";
import { isDocumentId } from "@/lib/utils/ids";

/**
 * GET /api/cart?ids=a,b: the current title, price and free flag of a cart's products, in one
 * request, so /cart can refresh the copies it keeps; a product left out is not for sale. One
 * batched read of just those products, whatever the catalogue's size; checkout still reads every
 * price from Firestore itself.
 */
export const GET = route("The cart's prices could not be loaded. Please try again.", async (request) => {
  const ids = (new URL(request.url).searchParams.get("ids") ?? "").split(",");
  if (ids.length > MAX_CART_ITEMS || !ids.every((id) => isDocumentId(id))) {
    throw new HttpError(400, "cart/invalid-request", `Ask for 1 to ${MAX_CART_ITEMS} product ids, separated by commas.`);
  }
  const products: CatalogueLine[] = (await readApprovedProducts([...new Set(ids)])).map(({ id, title, price, free }) => ({ id, title, price, free }));
  return NextResponse.json({ products });
});
