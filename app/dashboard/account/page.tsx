import type { Metadata } from "next";
import { AccountPage } from "@/components/account/account-page";

export const metadata: Metadata = {
  title: "Account",
  description: "Your name and email, linked sign-in providers, two-step verification and account deletion.",
};

export default function DashboardAccountPage() {
  return <AccountPage />;
}
