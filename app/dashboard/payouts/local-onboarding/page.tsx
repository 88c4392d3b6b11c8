import type { Metadata } from "next";
import { PayoutsLocalOnboarding } from "@/components/creator/payouts-local-onboarding";

export const metadata: Metadata = { title: "Payout account onboarding" };

export default function LocalOnboardingPage() {
  return <PayoutsLocalOnboarding />;
}
