import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PerformanceView } from "@/components/creator/performance-view";

export const metadata: Metadata = {
  title: "Performance",
  description: "Units sold, your revenue, enrolments and ratings per product over time, with CSV export.",
};

export default function DashboardPerformancePage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Performance</h1>
        <p className="mt-2 text-slate-700">
          Units sold, your revenue, enrolments and ratings per product over time, with CSV export. Your balance and payout account are under{" "}
          <Link href="/dashboard/payouts" className="font-semibold text-brand-700 underline">
            Payouts
          </Link>
          .
        </p>
      </div>
      <PerformanceView />
    </div>
  );
}
