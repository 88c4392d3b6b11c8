import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { decideApproval, readProductForReview } from "@/lib/admin/approvals.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { PRODUCTS_TAG, productTag } from "@/lib/db/products.server";
import { objectBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/** One product for the review page, in its current state (the page says when it is no longer pending). */
export const GET = route("This product could not be loaded. Please try again.", async (request, { params }: Context) => {
  await verifyAdminRequest(request);
  const review = await readProductForReview((await params).id);
  if (!review) throw new HttpError(404, "approval/not-found", "This product does not exist.");
  return NextResponse.json(review, { headers: noStore });
});

/** An admin approves or rejects a pending product: { decision: "approve" | "reject", reason }. */
export const POST = route("The decision could not be saved. Please try again.", async (request, { params }: Context) => {
  const admin = await verifyAdminRequest(request);
  const { decision, reason } = await objectBody(request);
  const result = await decideApproval({ productId: (await params).id, decision, reason, actor: { uid: admin.uid, email: admin.email ?? "" } });
  // Expire now, not stale-while-revalidate: the next catalogue visit must show the change.
  revalidateTag(PRODUCTS_TAG, { expire: 0 });
  revalidateTag(productTag(result.liveId), { expire: 0 });
  return NextResponse.json({ state: result.state });
});
