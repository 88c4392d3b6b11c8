import "server-only";
import { Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { VAT_PERCENT } from "@/config/payouts";
import { SELLER } from "@/config/seller";
import { invoiceCounterRef, invoiceRef } from "@/lib/db/invoices.server";
import type { InvoiceCounterDoc } from "@/lib/types/invoice";
import type { Order } from "@/lib/types/order";
import { DISPLAY_TIME_ZONE } from "@/lib/utils/format";
import { invoiceAmounts } from "./money";

/** The numbered documents of the shop; each has its own gapless sequence per year. */
export type NumberSeries = keyof InvoiceCounterDoc;

// Credit notes (refunds) carry a prefix, so the two sequences never share a number.
const PREFIX: Record<NumberSeries, string> = { invoice: "", creditNote: "CN-" };

/** `2026-000123` (or `CN-2026-000004`): the year and the sequence number, six digits. */
export const formatNumber = (series: NumberSeries, year: number, sequence: number) => `${PREFIX[series]}${year}-${String(sequence).padStart(6, "0")}`;

/** The calendar year in Vienna (where the seller files its VAT) of `at`. */
const yearOf = (at: Date) => Number(new Intl.DateTimeFormat("en-GB", { timeZone: DISPLAY_TIME_ZONE, year: "numeric" }).format(at));

export type NumberCounter = { year: number; snapshot: DocumentSnapshot<InvoiceCounterDoc> };

/**
 * Reads the year's counter inside the transaction that will use the number. Firestore wants
 * every read of a transaction before its first write, so this is read with the others and the
 * number taken (takeNumber) when writing. Two transactions that read the same counter conflict,
 * and the one retried reads the other's number: numbers are gapless and never repeat.
 */
export async function readNumberCounter(tx: Transaction, at: Date): Promise<NumberCounter> {
  const year = yearOf(at);
  return { year, snapshot: await tx.get(invoiceCounterRef(year)) };
}

/** The next number of `series` from a counter read in this transaction, which is moved on. */
export function takeNumber(tx: Transaction, counter: NumberCounter, series: NumberSeries): string {
  const next = (counter.snapshot.data()?.[series] ?? 0) + 1;
  tx.set(counter.snapshot.ref, { [series]: next }, { merge: true });
  return formatNumber(series, counter.year, next);
}

const fullName = (buyer: DocumentSnapshot | undefined) =>
  [buyer?.get("firstName"), buyer?.get("lastName")].filter((part): part is string => typeof part === "string" && part.trim().length > 0).join(" ");

/**
 * Writes the invoice of a freshly paid order, in the payment's transaction: a copy of the seller,
 * the buyer's name and country, and each line split into net and VAT at the order's rate by the
 * money module (the figures the payout ledger deducts). Orders from before buyer countries were
 * taxed at Austria's rate.
 */
export function writeInvoice(tx: Transaction, { order, buyer, number, at }: { order: Order; buyer: DocumentSnapshot | undefined; number: string; at: Date }) {
  const vatPercent = order.vatPercent ?? VAT_PERCENT;
  const { lines, total } = invoiceAmounts(order.items, vatPercent);
  tx.create(invoiceRef(order.id), {
    uid: order.uid,
    number,
    issuedOn: Timestamp.fromDate(at),
    currency: "EUR",
    seller: { name: SELLER.name, address: [...SELLER.address], vatId: SELLER.vatId, email: SELLER.email },
    buyer: { name: fullName(buyer), email: String(buyer?.get("email") ?? ""), country: order.country ?? "" },
    vatPercent,
    lines: order.items.map((item, index) => ({ productId: item.productId, title: item.title, ...lines[index]! })),
    totals: total,
  });
}
