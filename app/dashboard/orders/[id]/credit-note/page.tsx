import type { Metadata } from "next";
import { CreditNoteView } from "@/components/orders/credit-note-view";

export const metadata: Metadata = { title: "Credit note" };

export default async function OrderCreditNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CreditNoteView orderId={id} />;
}
