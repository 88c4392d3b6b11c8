import type { Metadata } from "next";
import { ApprovalReview } from "@/components/admin/approvals/approval-review";

export const metadata: Metadata = { title: "Review product" };

/** The data loads in the browser with the admin's ID token (GET /api/admin/approvals/[id]). */
export default async function AdminProductReviewPage({ params }: { params: Promise<{ id: string }> }) {
  return <ApprovalReview productId={(await params).id} />;
}
