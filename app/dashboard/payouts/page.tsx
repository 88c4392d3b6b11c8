import type { Metadata } from "next";
import { PayoutsPage } from "@/components/creator/payouts-page";

export const metadata: Metadata = { title: "Payouts", description: "Your payout account, balance and the share of each sale." };

export default function DashboardPayoutsPage() {
  return <PayoutsPage />;
}
