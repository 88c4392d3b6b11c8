"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { countryName } from "@/config/countries";
import type { Invoice } from "@/lib/types/invoice";
import { formatDate, formatPrice } from "@/lib/utils/format";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { useInvoice } from "./use-invoice";

const euros = (cents: number) => formatPrice(cents / 100);
const cell = "py-2 pl-3 text-right whitespace-nowrap";

/** /dashboard/orders/[id]/invoice: the invoice of a paid order, to print (print CSS in globals.css) or download as a PDF. */
export function InvoiceView({ orderId }: { orderId: string }) {
  const state = useInvoice(useAppSelector(selectSession)?.uid ?? null, orderId);
  if (state.status === "loading") return <p role="status" className="text-slate-600">Loading the invoice…</p>;
  if (state.status === "failed" || !state.value) {
    return (
      <section className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">No invoice</h1>
        <p className="text-slate-700">This order has no invoice in your account: it is not paid yet, or it is not yours.</p>
        <Link href={`/dashboard/orders/${orderId}`} className="text-brand-700 underline underline-offset-2">Back to the order</Link>
      </section>
    );
  }
  return <InvoiceSheet invoice={state.value} />;
}

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      await (await import("@/lib/orders/invoice-download")).downloadInvoicePdf(invoice);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The invoice could not be downloaded. Please try again.");
    }
    setPending(false);
  };
  const rate = `${invoice.vatPercent} %`;

  return (
    <article className="invoice-sheet max-w-3xl space-y-8 text-slate-800">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Invoice {invoice.number}</h1>
        <div className="flex gap-2 print:hidden">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>Print</Button>
          <Button size="sm" onClick={download} disabled={pending} aria-busy={pending}>{pending ? "Preparing PDF…" : "Download PDF"}</Button>
        </div>
      </div>
      {error ? <p role="alert" className="text-sm text-red-700 print:hidden">{error}</p> : null}
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-label="Seller">
          <p className="font-semibold text-slate-900">{invoice.seller.name}</p>
          {invoice.seller.address.map((line) => <p key={line}>{line}</p>)}
          <p>VAT id {invoice.seller.vatId}</p>
          <p>{invoice.seller.email}</p>
        </section>
        <dl aria-label="Invoice details" className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 self-start">
          <dt className="font-medium text-slate-600">Invoice number</dt>
          <dd>{invoice.number}</dd>
          <dt className="font-medium text-slate-600">Invoice date</dt>
          <dd>{formatDate(invoice.issuedOn)}</dd>
          <dt className="font-medium text-slate-600">Order</dt>
          <dd className="break-all">{invoice.orderId}</dd>
          <dt className="font-medium text-slate-600">Billed to</dt>
          <dd>
            {invoice.buyer.name || invoice.buyer.email}
            <br />
            {invoice.buyer.country ? countryName(invoice.buyer.country) : "Country not given"}
          </dd>
        </dl>
      </div>
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Items, net, VAT and gross</caption>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-600">
            <th scope="col" className="py-2 font-medium">Item</th>
            <th scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">Net</th>
            <th scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">VAT {rate}</th>
            <th scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">Gross</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.productId} className="border-b border-slate-100">
              <td className="py-2 pr-4">{line.title}</td>
              <td className={cell}>{euros(line.netCents)}</td>
              <td className={cell}>{euros(line.vatCents)}</td>
              <td className={cell}>{euros(line.grossCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <th scope="row" className="pt-3">Total</th>
            <td className={`pt-3 ${cell}`}>{euros(invoice.totals.netCents)}</td>
            <td className={`pt-3 ${cell}`}>{euros(invoice.totals.vatCents)}</td>
            <td className={`pt-3 ${cell}`}>{euros(invoice.totals.grossCents)}</td>
          </tr>
        </tfoot>
      </table>
      <section aria-label="VAT breakdown" className="space-y-1 text-sm">
        <p>
          VAT {rate} on {euros(invoice.totals.netCents)} net: {euros(invoice.totals.vatCents)}.
        </p>
        <p className="text-slate-600">
          {invoice.vatPercent > 0
            ? "VAT of the buyer's country, charged under the EU One-Stop Shop scheme."
            : "No VAT charged: electronically supplied service to a customer outside the EU."}{" "}
          Paid in full; digital content supplied electronically on the invoice date.
        </p>
      </section>
      <Link href={`/dashboard/orders/${invoice.orderId}`} className="text-brand-700 underline underline-offset-2 print:hidden">Back to the order</Link>
    </article>
  );
}
