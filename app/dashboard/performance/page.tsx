import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PerformanceView } from "@/components/creator/performance-view";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = {
  title: "Performance",
  description: "Units sold, your revenue, enrolments and ratings per product over time, with CSV export.",
};

export default function DashboardPerformancePage() {
  return (
    <div className="space-y-6">
      <PageHeading title="Performance">
        Units sold, your revenue, enrolments and ratings per product over time, with CSV export. Your balance and payout account are under{" "}
        <Link href="/dashboard/payouts" className="font-semibold text-brand-700 underline">
          Payouts
        </Link>
        .
      </PageHeading>
      <PerformanceView />
    </div>
  );
}
