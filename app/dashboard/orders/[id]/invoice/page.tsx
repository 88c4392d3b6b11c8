import type { Metadata } from "next";
import { InvoiceView } from "@/components/orders/invoice-view";

export const metadata: Metadata = { title: "Invoice" };

export default async function OrderInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InvoiceView orderId={id} />;
}
