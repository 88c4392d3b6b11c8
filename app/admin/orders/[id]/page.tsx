import type { Metadata } from "next";
import { OrderDetail } from "@/components/admin/orders/order-detail";

export const metadata: Metadata = { title: "Order" };

/** The data loads in the browser with the admin's ID token (GET /api/admin/orders/[id]). */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  return <OrderDetail orderId={(await params).id} />;
}
