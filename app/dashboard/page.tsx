import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your products and their approval state, your latest sales and the questions waiting for your answer.",
};

export default function DashboardPage() {
  return (
    <PlannedFeature
      title="Dashboard"
      summary="Your products and their approval state, your latest sales and the questions waiting for your answer."
      issue={6}
    />
  );
}
