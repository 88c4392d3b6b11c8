"use client";

import { orderPdfUrl } from "@/lib/api/files";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { BillingSheet, MissingSheet } from "./billing-sheet";
import { useInvoice } from "./use-billing";

/** /dashboard/orders/[id]/invoice: the invoice of a paid order, to print or download as a PDF. */
export function InvoiceView({ orderId }: { orderId: string }) {
  const state = useInvoice(useAppSelector(selectSession)?.uid ?? null, orderId);
  if (state.status === "loading") return <p role="status" className="text-slate-600">Loading the invoice…</p>;
  if (state.status === "failed" || !state.value) {
    return <MissingSheet orderId={orderId} title="No invoice" reason="This order has no invoice in your account: it is not paid yet, or it is not yours." />;
  }
  const invoice = state.value;
  return (
    <BillingSheet
      sheet={invoice}
      kind="Invoice"
      closing="Paid in full; digital content supplied electronically on the invoice date."
      pdf={{ url: orderPdfUrl(invoice.orderId, "invoice"), filename: `invoice-${invoice.number}.pdf` }}
    />
  );
}
