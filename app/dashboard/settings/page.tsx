import type { Metadata } from "next";
import { SettingsForm } from "@/components/account/settings-form";

export const metadata: Metadata = {
  title: "Settings",
  description: "Choose which emails we send you: sales, reviews, questions, approvals and the newsletter.",
};

export default function DashboardSettingsPage() {
  return (
    <section className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
      <p className="mt-2 mb-8 text-slate-700">Choose which emails we send you.</p>
      <SettingsForm />
    </section>
  );
}
