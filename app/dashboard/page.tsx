import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { InvitationsList } from "@/components/creator/invitations-list";
import { OverviewView } from "@/components/creator/overview-view";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your products and their approval state, your latest sales and the questions waiting for your answer.",
};

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeading title="Dashboard">Your products and their approval state, your latest sales and the questions waiting for your answer.</PageHeading>
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
