import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Guide: getting started",
  description: "How to structure a university-linked sustainability course on this marketplace.",
};

export default function DashboardGuidesGeneralPage() {
  return (
    <PlannedFeature
      title="Guide: getting started"
      summary="How to structure a university-linked sustainability course on this marketplace."
      issue={6}
    />
  );
}
