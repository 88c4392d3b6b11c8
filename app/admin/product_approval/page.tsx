import type { Metadata } from "next";
import { ApprovalQueue } from "@/components/admin/approvals/approval-queue";

export const metadata: Metadata = {
  title: "Product approvals",
  description: "Pending products with a full preview, to approve or reject with a reason.",
};

export default function AdminProductApprovalPage() {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Product approvals</h1>
        <p className="text-slate-700">Products waiting for approval, oldest submission first. Open one to preview it and approve or reject it.</p>
      </header>
      <ApprovalQueue />
    </div>
  );
}
