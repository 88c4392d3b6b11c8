import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Account",
  description: "Your name and email, linked sign-in providers, two-step verification and account deletion.",
};

export default function DashboardAccountPage() {
  return (
    <PlannedFeature
      title="Account"
      summary="Your name and email, linked sign-in providers, two-step verification and account deletion."
      issue={4}
    />
  );
}
