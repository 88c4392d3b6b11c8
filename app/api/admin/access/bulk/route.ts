import { NextResponse } from "next/server";
import { bulkGrant } from "@/lib/admin/access-bulk.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";

/** `{ emails: pasted text, productId, reason }` → per-email results. */
export const POST = route("The grants could not be saved. Please try again.", async (request) => {
  const { uid, email } = await verifyAdminRequest(request);
  const results = await bulkGrant({ uid, email: email ?? "" }, await objectBody(request));
  return NextResponse.json({ results });
});
