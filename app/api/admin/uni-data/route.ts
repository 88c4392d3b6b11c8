import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { deleteUniData, updateUniData } from "@/lib/admin/uni-data-manage.server";
import { saveUniData, type Actor } from "@/lib/admin/uni-data.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { PRODUCTS_TAG } from "@/lib/db/products.server";
import { UNIVERSITIES_TAG } from "@/lib/db/universities.server";
import { jsonBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";

const FAILED = "Nothing was saved. Please try again.";

/** Checks the admin, runs one change, revalidates the university pages and answers JSON. */
async function change(request: Request, status: number, run: (actor: Actor) => Promise<unknown>, alsoExpire: string[] = []) {
  const { uid, email } = await verifyAdminRequest(request);
  const result = await run({ uid, email: email ?? "" });
  // The public university pages and the selects of the admin forms show the change at once.
  revalidateTag(UNIVERSITIES_TAG, { expire: 0 });
  for (const tag of alsoExpire) revalidateTag(tag, { expire: 0 });
  return NextResponse.json(result, { status });
}

/** An admin adds a university, degree, course or section, or links a course to another degree. */
export const POST = route(FAILED, async (request) => change(request, 201, async (actor) => saveUniData(await jsonBody(request), actor)));

/** An admin edits a university, degree, course or section. */
export const PATCH = route(FAILED, async (request) =>
  // A new university or course name changes what catalogue searches find (reindexed on save).
  change(request, 200, async (actor) => updateUniData(await jsonBody(request), actor), [PRODUCTS_TAG]),
);

/** An admin deletes an item nothing uses any more: ?kind=…&universityId=…&id=… */
export const DELETE = route(FAILED, async (request) => {
  const target = Object.fromEntries(new URL(request.url).searchParams);
  return change(request, 200, (actor) => deleteUniData(target, actor));
});
