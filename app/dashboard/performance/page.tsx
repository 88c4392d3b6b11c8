import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Performance",
  description: "Units sold, your revenue, enrolments and ratings per product over time, with CSV export.",
};

export default function DashboardPerformancePage() {
  return (
    <PlannedFeature
      title="Performance"
      summary="Units sold, your revenue, enrolments and ratings per product over time, with CSV export."
      issue={6}
    />
  );
}
