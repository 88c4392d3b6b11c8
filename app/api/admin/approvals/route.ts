import { NextResponse } from "next/server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { approvalErrorResponse, noStore } from "@/lib/admin/approval-responses.server";
import { listPendingProducts } from "@/lib/admin/approvals.server";

/** The approval queue, for admins only: a page of pending products with their outlines, oldest first, after `?after=`. */
export async function GET(request: Request) {
  try {
    await verifyAdminRequest(request);
    return NextResponse.json(await listPendingProducts(new URL(request.url).searchParams.get("after")), { headers: noStore });
  } catch (error) {
    return approvalErrorResponse(error, "The approval queue could not be loaded. Please try again.");
  }
}
