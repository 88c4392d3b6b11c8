import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Notifications",
  description: "Approvals, sales, reviews and questions about your courses, with an unread count.",
};

export default function DashboardNotificationsPage() {
  return (
    <PlannedFeature
      title="Notifications"
      summary="Approvals, sales, reviews and questions about your courses, with an unread count."
      issue={4}
    />
  );
}
