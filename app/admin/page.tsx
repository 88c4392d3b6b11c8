import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AdminOverview } from "@/components/admin/admin-overview";

export const metadata: Metadata = {
  title: "Admin overview",
  description: "Products waiting for approval, and counts of products, users and universities.",
};

export default function AdminPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Admin overview</h1>
        <p className="mt-2 text-slate-700">Products waiting for approval, and counts of products, users and universities.</p>
      </div>
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
