import { NextResponse } from "next/server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { approvalErrorResponse, noStore } from "@/lib/admin/approval-responses.server";
import { listPendingProducts } from "@/lib/admin/approvals.server";

/** The approval queue, for admins only: pending products with their outlines, oldest first. */
export async function GET(request: Request) {
  try {
    await verifyAdminRequest(request);
    return NextResponse.json({ products: await listPendingProducts() }, { headers: noStore });
  } catch (error) {
    return approvalErrorResponse(error, "The approval queue could not be loaded. Please try again.");
  }
}
