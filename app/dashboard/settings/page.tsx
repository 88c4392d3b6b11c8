import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Settings",
  description: "Your preferences, such as which emails we send you.",
};

export default function DashboardSettingsPage() {
  return (
    <PlannedFeature
      title="Settings"
      summary="Your preferences, such as which emails we send you."
      issue={4}
    />
  );
}
