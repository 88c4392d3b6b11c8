"use client";

import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/utils/format";
import { orderPdfUrl } from "@/lib/api/files";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { BillingSheet, MissingSheet } from "./billing-sheet";
import { useCreditNote } from "./use-billing";

/** /dashboard/orders/[id]/credit-note: the credit note of a refunded order, to print or download as a PDF. */
export function CreditNoteView({ orderId }: { orderId: string }) {
  const state = useCreditNote(useAppSelector(selectSession)?.uid ?? null, orderId);
  if (state.status === "loading") return <p role="status" className="text-slate-600">Loading the credit note…</p>;
  if (state.status === "failed" || !state.value) {
    return <MissingSheet orderId={orderId} title="No credit note" reason="This order has no credit note in your account: it was not refunded, or it is not yours." />;
  }
  const note = state.value;
  return (
    <BillingSheet
      sheet={note}
      kind="Credit note"
      details={[
        {
          term: "Reverses invoice",
          value: (
            <>
              <Link href={`/dashboard/orders/${note.orderId}/invoice`} className="text-brand-700 underline underline-offset-2">{note.invoiceNumber}</Link> of {formatDate(note.invoiceIssuedOn)}
            </>
          ),
        },
      ]}
      closing={`Reverses invoice ${note.invoiceNumber} in full; refunded to the way you paid.`}
      pdf={{ url: orderPdfUrl(note.orderId, "credit-note"), filename: `credit-note-${note.number}.pdf` }}
    />
  );
}
