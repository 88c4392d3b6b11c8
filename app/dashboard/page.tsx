import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { InvitationsList } from "@/components/creator/invitations-list";
import { OverviewView } from "@/components/creator/overview-view";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your products and their approval state, your latest sales and the questions waiting for your answer.",
};

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        <p className="mt-2 text-slate-700">Your products and their approval state, your latest sales and the questions waiting for your answer.</p>
      </div>
      <InvitationsList />
      <OverviewView />
      <p className="text-slate-700">
        Figures over time are under{" "}
        <Link href="/dashboard/performance" className="font-semibold text-brand-700 underline">
          Performance
        </Link>
        ; your balance and payout account under{" "}
        <Link href="/dashboard/payouts" className="font-semibold text-brand-700 underline">
          Payouts
        </Link>
        .
      </p>
    </div>
  );
}
