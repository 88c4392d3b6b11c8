import type { Metadata } from "next";
import { OverviewView } from "@/components/creator/overview-view";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your products and their approval state, your latest sales and the questions waiting for your answer.",
};

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        <p className="mt-2 text-slate-700">Your products and their approval state, your latest sales and the questions waiting for your answer.</p>
      </div>
      <OverviewView />
    </div>
  );
}
