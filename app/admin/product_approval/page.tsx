import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Product approvals",
  description: "Pending products with a full preview, to approve or reject with a reason.",
};

export default function AdminProductApprovalPage() {
  return (
    <PlannedFeature
      title="Product approvals"
      summary="Pending products with a full preview, to approve or reject with a reason."
      issue={7}
    />
  );
}
