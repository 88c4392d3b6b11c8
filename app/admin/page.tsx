import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Admin overview",
  description: "Products waiting for approval, and counts of products, users and universities.",
};

export default function AdminPage() {
  return (
    <PlannedFeature
      title="Admin overview"
      summary="Products waiting for approval, and counts of products, users and universities."
      issue={7}
    />
  );
}
