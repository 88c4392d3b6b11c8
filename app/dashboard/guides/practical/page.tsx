import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Guide: practical tips",
  description: "Recording, editing and writing tips for videos and documents.",
};

export default function DashboardGuidesPracticalPage() {
  return (
    <PlannedFeature
      title="Guide: practical tips"
      summary="Recording, editing and writing tips for videos and documents."
      issue={6}
    />
  );
}
