import type { Metadata } from "next";
import { NotificationList } from "@/components/account/notification-list";

export const metadata: Metadata = {
  title: "Notifications",
  description: "Approvals, sales, reviews and questions about your courses, with an unread count.",
};

export default function DashboardNotificationsPage() {
  return <NotificationList />;
}
