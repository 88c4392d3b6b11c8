import { NextResponse } from "next/server";
import { RequestAuthError, verifyRequest } from "@/lib/auth/verify-request";
import { deleteUserAndRecord } from "@/lib/db/users.server";

const RECENT_LOGIN_SECONDS = 5 * 60;

/** Deletes the caller's own account; the uid comes from the verified token, never the body. */
export async function DELETE(request: Request) {
  try {
    const { uid } = await verifyRequest(request, { recentLoginSeconds: RECENT_LOGIN_SECONDS });
    await deleteUserAndRecord(uid);
    return new NextResponse(null, { status: 204 });
  } catch (error) {
    if (error instanceof RequestAuthError) {
      return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
    }
    console.error(error);
    return NextResponse.json({ code: "account/delete-failed", error: "We could not delete your account. Please try again." }, { status: 500 });
  }
}
