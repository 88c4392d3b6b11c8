import { NextResponse } from "next/server";
import { MAX_CART_ITEMS } from "@/lib/cart/merge";
import { listApprovedProducts } from "@/lib/db/products.server";
import type { CatalogueLine } from "@/lib/types/cart";
import { isDocumentId } from "@/lib/utils/ids";

/**
 * GET /api/cart?ids=a,b: the current title, price and free flag of a cart's products, in one
 * request, so /cart can refresh the copies it keeps; a product left out is not for sale. Public
 * data from the server's cached reads (refreshed at every approval), as on the product pages;
 * checkout still reads every price from Firestore itself.
 */
export async function GET(request: Request) {
  const ids = (new URL(request.url).searchParams.get("ids") ?? "").split(",");
  if (ids.length > MAX_CART_ITEMS || !ids.every((id) => isDocumentId(id))) {
    return NextResponse.json({ code: "cart/invalid-request", error: `Ask for 1 to ${MAX_CART_ITEMS} product ids, separated by commas.` }, { status: 400 });
  }
  const wanted = new Set(ids);
  const products: CatalogueLine[] = (await listApprovedProducts())
    .filter((product) => wanted.has(product.id))
    .map(({ id, title, price, free }) => ({ id, title, price, free }));
  return NextResponse.json({ products });
}
