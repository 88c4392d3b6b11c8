import type { Metadata } from "next";
import { OrderSearch } from "@/components/admin/orders/order-search";

export const metadata: Metadata = { title: "Orders", description: "Refund requests waiting for an answer, and every order by buyer, id or invoice number." };

export default function AdminOrdersPage() {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Orders</h1>
        <p className="text-slate-700">Refund requests waiting for an answer, oldest first. Search by the buyer&apos;s email, an order id or an invoice number.</p>
      </header>
      <OrderSearch />
    </div>
  );
}
