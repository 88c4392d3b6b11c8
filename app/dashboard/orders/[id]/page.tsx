import type { Metadata } from "next";
import { OrderReceipt } from "@/components/orders/order-receipt";

export const metadata: Metadata = { title: "Receipt" };

export default async function DashboardOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderReceipt orderId={id} />;
}
