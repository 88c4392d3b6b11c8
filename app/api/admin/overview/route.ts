import { NextResponse } from "next/server";
import { adminCounts } from "@/lib/admin/overview.server";
import { adminErrorResponse } from "@/lib/admin/responses.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";

/** Live counts for the admin overview; never cached, admins only. */
export async function GET(request: Request) {
  try {
    await verifyAdminRequest(request);
    return NextResponse.json(await adminCounts(), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return adminErrorResponse(error, "The counts could not be loaded. Please try again.");
  }
}
