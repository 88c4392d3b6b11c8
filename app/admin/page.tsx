import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AdminOverview } from "@/components/admin/admin-overview";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = {
  title: "Admin overview",
  description: "Products waiting for approval, and counts of products, users and universities.",
};

export default function AdminPage() {
  return (
    <div className="space-y-6">
      <PageHeading title="Admin overview">Products waiting for approval, and counts of products, users and universities.</PageHeading>
      <AdminOverview />
      <p className="text-sm text-slate-700">
        Developers: the{" "}
        <Link href="/admin/codeDocumentation" className="text-link">
          code documentation
        </Link>{" "}
        (data model, routes, roles and rules, running and deploying) is rendered from docs/developer.
      </p>
    </div>
  );
}
