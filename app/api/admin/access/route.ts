import { NextResponse } from "next/server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { findUserAccess, grantAccess, revokeAccess } from "@/lib/admin/access.server";
import { adminErrorResponse, readBody } from "@/lib/admin/responses.server";

/** `?email=`: that account and a page of its products (`&after=` the next). The products to grant are searched at ./products. */
export async function GET(request: Request) {
  try {
    await verifyAdminRequest(request);
    const params = new URL(request.url).searchParams;
    return NextResponse.json(await findUserAccess(params.get("email"), params.get("after")));
  } catch (error) {
    return adminErrorResponse(error, "The user could not be looked up. Please try again.");
  }
}

/** `{ action: "grant" | "revoke", email, productId, reason }`. */
export async function POST(request: Request) {
  try {
    const { uid, email } = await verifyAdminRequest(request);
    const body = await readBody(request);
    const actor = { uid, email: email ?? "" };
    if (body.action === "revoke") {
      await revokeAccess(actor, body);
      return NextResponse.json({ result: "revoked" });
    }
    if (body.action !== "grant") return NextResponse.json({ code: "access/invalid-action", error: "Choose grant or revoke." }, { status: 400 });
    return NextResponse.json({ result: await grantAccess(actor, body) });
  } catch (error) {
    return adminErrorResponse(error, "The change could not be saved. Please try again.");
  }
}
