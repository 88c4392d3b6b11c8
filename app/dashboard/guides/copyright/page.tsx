import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Guide: copyright",
  description: "Copyright and licences for university material you use in your courses.",
};

export default function DashboardGuidesCopyrightPage() {
  return (
    <PlannedFeature
      title="Guide: copyright"
      summary="Copyright and licences for university material you use in your courses."
      issue={6}
    />
  );
}
