import "server-only";
import { NextResponse } from "next/server";
import { decodeCursor, type Cursor, type CursorTime, type Page } from "@/lib/db/cursor";
import { getApprovedProduct } from "@/lib/db/products.server";
import { HttpError } from "@/lib/http/error";

/**
 * A page of reviews or questions is the same for every visitor and changes little (a new one goes
 * on top, where no cursor reaches), so shared caches may keep it for a minute; browsers ask again.
 */
export const publicListCache = { "Cache-Control": "public, max-age=0, s-maxage=60" };

type ProductList<T> = {
  /** The prefix of the error codes: "review", "qa". */
  area: string;
  /** The key of the items in the answer, and what the messages call them: "reviews", "questions". */
  key: string;
  read: (productId: string, after: Cursor | null) => Promise<Page<T, string>>;
};

const isTime = (value: Cursor["value"]): value is CursorTime => typeof value === "object" && value !== null;

/**
 * GET a page of an approved product's public list after `?after=` (the previous page's `next`;
 * without it, the first page): `{ [key]: items, next }`. A cursor that is not one of this list's
 * is a 400 rather than the first page, which the browser would append as duplicates.
 */
export async function productListResponse<T>(request: Request, productId: string, { area, key, read }: ProductList<T>): Promise<NextResponse> {
  const raw = new URL(request.url).searchParams.get("after");
  const after = raw === null ? null : decodeCursor(raw);
  if (raw !== null && !(after && isTime(after.value))) {
    throw new HttpError(400, `${area}/invalid-cursor`, `This list of ${key} cannot be continued. Reload the page to start again.`);
  }
  if (!(await getApprovedProduct(productId))) throw new HttpError(404, `${area}/product-not-found`, "This course is not available.");
  const page = await read(productId, after);
  return NextResponse.json({ [key]: page.items, next: page.next }, { headers: publicListCache });
}
