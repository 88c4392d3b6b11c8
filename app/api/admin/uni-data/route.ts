import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { saveUniData, UniDataError } from "@/lib/admin/uni-data.server";
import { RequestAuthError, verifyAdminRequest } from "@/lib/auth/verify-request";
import { UNIVERSITIES_TAG } from "@/lib/db/universities.server";

/** An admin adds a university, degree, course or section, or links a course to another degree. */
export async function POST(request: Request) {
  try {
    const { uid, email } = await verifyAdminRequest(request);
    const body: unknown = await request.json().catch(() => null);
    const result = await saveUniData(body, { uid, email: email ?? "" });
    // The public university pages and the selects of these forms show the change at once.
    revalidateTag(UNIVERSITIES_TAG, { expire: 0 });
    return NextResponse.json(result, { status: 201 });
  } catch (error) {
    if (error instanceof RequestAuthError) return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
    if (error instanceof UniDataError) {
      return NextResponse.json({ code: error.code, error: error.message, fieldErrors: error.fieldErrors }, { status: error.status });
    }
    console.error(error);
    return NextResponse.json({ code: "uni-data/failed", error: "Nothing was saved. Please try again." }, { status: 500 });
  }
}
