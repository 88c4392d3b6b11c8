"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { countryName } from "@/config/countries";
import type { Invoice } from "@/lib/types/invoice";
import { formatDate, formatPrice } from "@/lib/utils/format";

const euros = (cents: number) => formatPrice(cents / 100);
const cell = "py-2 pl-3 text-right whitespace-nowrap";

type SheetProps = {
  /** An invoice, or a credit note (an invoice's shape with negated amounts). */
  sheet: Invoice;
  /** "Invoice" or "Credit note": the heading and the names of the number and date. */
  kind: string;
  /** Rows after the date, e.g. the invoice a credit note reverses. */
  details?: { term: string; value: ReactNode }[];
  /** The last sentence, after the VAT note. */
  closing: string;
  pdf: { url: string; filename: string };
};

/** A printable invoice or credit note (print CSS in globals.css) with its PDF download. */
export function BillingSheet({ sheet, kind, details = [], closing, pdf }: SheetProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      await (await import("@/lib/api/files")).downloadFile(pdf.url, pdf.filename);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The PDF could not be downloaded. Please try again.");
    }
    setPending(false);
  };
  const rate = `${sheet.vatPercent} %`;

  return (
    <article className="invoice-sheet max-w-3xl space-y-8 text-slate-800">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{kind} {sheet.number}</h1>
        <div className="flex gap-2 print:hidden">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>Print</Button>
          <Button size="sm" onClick={download} disabled={pending} aria-busy={pending}>{pending ? "Preparing PDF…" : "Download PDF"}</Button>
        </div>
      </div>
      {error ? <p role="alert" className="text-sm text-red-700 print:hidden">{error}</p> : null}
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-label="Seller">
          <p className="font-semibold text-slate-900">{sheet.seller.name}</p>
          {sheet.seller.address.map((line) => <p key={line}>{line}</p>)}
          <p>VAT id {sheet.seller.vatId}</p>
          <p>{sheet.seller.email}</p>
        </section>
        <dl aria-label={`${kind} details`} className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 self-start">
          <dt className="font-medium text-slate-600">{kind} number</dt>
          <dd>{sheet.number}</dd>
          <dt className="font-medium text-slate-600">{kind} date</dt>
          <dd>{formatDate(sheet.issuedOn)}</dd>
          {details.map(({ term, value }) => [
            <dt key={`${term}-term`} className="font-medium text-slate-600">{term}</dt>,
            <dd key={`${term}-value`}>{value}</dd>,
          ])}
          <dt className="font-medium text-slate-600">Order</dt>
          <dd className="break-all">{sheet.orderId}</dd>
          <dt className="font-medium text-slate-600">Billed to</dt>
          <dd>
            {sheet.buyer.name || sheet.buyer.email}
            <br />
            {sheet.buyer.country ? countryName(sheet.buyer.country) : "Country not given"}
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
          {sheet.lines.map((line) => (
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
            <td className={`pt-3 ${cell}`}>{euros(sheet.totals.netCents)}</td>
            <td className={`pt-3 ${cell}`}>{euros(sheet.totals.vatCents)}</td>
            <td className={`pt-3 ${cell}`}>{euros(sheet.totals.grossCents)}</td>
          </tr>
        </tfoot>
      </table>
      <section aria-label="VAT breakdown" className="space-y-1 text-sm">
        <p>
          VAT {rate} on {euros(sheet.totals.netCents)} net: {euros(sheet.totals.vatCents)}.
        </p>
        <p className="text-slate-600">
          {sheet.vatPercent > 0
            ? "VAT of the buyer's country, charged under the EU One-Stop Shop scheme."
            : "No VAT charged: electronically supplied service to a customer outside the EU."}{" "}
          {closing}
        </p>
      </section>
      <Link href={`/dashboard/orders/${sheet.orderId}`} className="text-brand-700 underline underline-offset-2 print:hidden">Back to the order</Link>
    </article>
  );
}

/** What the page shows while its document loads, or when the user has none for this order. */
export function MissingSheet({ orderId, title, reason }: { orderId: string; title: string; reason: string }) {
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-700">{reason}</p>
      <Link href={`/dashboard/orders/${orderId}`} className="text-brand-700 underline underline-offset-2">Back to the order</Link>
    </section>
  );
}
