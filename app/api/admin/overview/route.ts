import { NextResponse } from "next/server";
import { adminCounts } from "@/lib/admin/overview.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";

/** Live counts for the admin overview; never cached, admins only. */
export const GET = route("The counts could not be loaded. Please try again.", async (request) => {
  await verifyAdminRequest(request);
  return NextResponse.json(await adminCounts(), { headers: { "Cache-Control": "no-store" } });
});
