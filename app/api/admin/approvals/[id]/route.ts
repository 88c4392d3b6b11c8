import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { approvalErrorResponse, noStore } from "@/lib/admin/approval-responses.server";
import { ApprovalError, decideApproval, readProductForReview } from "@/lib/admin/approvals.server";
import { PRODUCTS_TAG, productTag } from "@/lib/db/products.server";

type Context = { params: Promise<{ id: string }> };

/** One product for the review page, in its current state (the page says when it is no longer pending). */
export async function GET(request: Request, { params }: Context) {
  try {
    await verifyAdminRequest(request);
    const review = await readProductForReview((await params).id);
    if (!review) throw new ApprovalError(404, "approval/not-found", "This product does not exist.");
    return NextResponse.json(review, { headers: noStore });
  } catch (error) {
    return approvalErrorResponse(error, "This product could not be loaded. Please try again.");
  }
}

/** An admin approves or rejects a pending product: { decision: "approve" | "reject", reason }. */
export async function POST(request: Request, { params }: Context) {
  try {
    const admin = await verifyAdminRequest(request);
    const body: unknown = await request.json().catch(() => null);
    const { decision, reason } = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    const result = await decideApproval({ productId: (await params).id, decision, reason, actor: { uid: admin.uid, email: admin.email ?? "" } });
    // Expire now, not stale-while-revalidate: the next catalogue visit must show the change.
    revalidateTag(PRODUCTS_TAG, { expire: 0 });
    revalidateTag(productTag(result.liveId), { expire: 0 });
    return NextResponse.json({ state: result.state });
  } catch (error) {
    return approvalErrorResponse(error, "The decision could not be saved. Please try again.");
  }
}
