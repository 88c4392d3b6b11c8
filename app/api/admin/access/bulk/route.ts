import { NextResponse } from "next/server";
import { bulkGrant } from "@/lib/admin/access-bulk.server";
import { adminErrorResponse, readBody } from "@/lib/admin/responses.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";

/** `{ emails: pasted text, productId, reason }` → per-email results. */
export async function POST(request: Request) {
  try {
    const { uid, email } = await verifyAdminRequest(request);
    const results = await bulkGrant({ uid, email: email ?? "" }, await readBody(request));
    return NextResponse.json({ results });
  } catch (error) {
    return adminErrorResponse(error, "The grants could not be saved. Please try again.");
  }
}
