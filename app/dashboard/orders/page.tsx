import type { Metadata } from "next";
import { OrderList } from "@/components/orders/order-list";

export const metadata: Metadata = { title: "Orders", description: "What you bought, when, and what it cost." };

export default function DashboardOrdersPage() {
  return <OrderList />;
}
