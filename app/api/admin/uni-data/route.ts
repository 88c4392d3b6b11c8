import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { deleteUniData, updateUniData } from "@/lib/admin/uni-data-manage.server";
import { saveUniData, UniDataError, type Actor } from "@/lib/admin/uni-data.server";
import { RequestAuthError, verifyAdminRequest } from "@/lib/auth/verify-request";
import { PRODUCTS_TAG } from "@/lib/db/products.server";
import { UNIVERSITIES_TAG } from "@/lib/db/universities.server";

/** Checks the admin, runs one change, revalidates the university pages and answers JSON. */
async function change(request: Request, status: number, run: (actor: Actor) => Promise<unknown>, alsoExpire: string[] = []) {
  try {
    const { uid, email } = await verifyAdminRequest(request);
    const result = await run({ uid, email: email ?? "" });
    // The public university pages and the selects of the admin forms show the change at once.
    revalidateTag(UNIVERSITIES_TAG, { expire: 0 });
    for (const tag of alsoExpire) revalidateTag(tag, { expire: 0 });
    return NextResponse.json(result, { status });
  } catch (error) {
    if (error instanceof RequestAuthError) return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
    if (error instanceof UniDataError) {
      return NextResponse.json({ code: error.code, error: error.message, fieldErrors: error.fieldErrors }, { status: error.status });
    }
    console.error(error);
    return NextResponse.json({ code: "uni-data/failed", error: "Nothing was saved. Please try again." }, { status: 500 });
  }
}

const body = (request: Request): Promise<unknown> => request.json().catch(() => null);

/** An admin adds a university, degree, course or section, or links a course to another degree. */
export async function POST(request: Request) {
  return change(request, 201, async (actor) => saveUniData(await body(request), actor));
}

/** An admin edits a university, degree, course or section. */
export async function PATCH(request: Request) {
  // A new university or course name changes what catalogue searches find (reindexed on save).
  return change(request, 200, async (actor) => updateUniData(await body(request), actor), [PRODUCTS_TAG]);
}

/** An admin deletes an item nothing uses any more: ?kind=…&universityId=…&id=… */
export async function DELETE(request: Request) {
  const target = Object.fromEntries(new URL(request.url).searchParams);
  return change(request, 200, (actor) => deleteUniData(target, actor));
}
