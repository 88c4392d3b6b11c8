import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Guide: why teach here",
  description: "What creators gain from teaching on a university-linked marketplace.",
};

export default function DashboardGuidesWhyPage() {
  return (
    <PlannedFeature
      title="Guide: why teach here"
      summary="What creators gain from teaching on a university-linked marketplace."
      issue={6}
    />
  );
}
