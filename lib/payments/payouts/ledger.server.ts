import "server-only";
import { FieldValue, Timestamp, type DocumentSnapshot, type QuerySnapshot, type Transaction } from "firebase-admin/firestore";
import { payoutEntriesOfOrder, payoutEntryRef } from "@/lib/db/payouts.server";
import type { PayoutEntryDoc } from "@/lib/types/payout";
import { availableOnMillis, saleEntries } from "./sale-entries";

/** The ledger entries of one order, read inside the refund's transaction. */
export const entriesOfOrder = (tx: Transaction, orderId: string) => tx.get(payoutEntriesOfOrder(orderId));

/**
 * Writes one ledger entry per creator of each item of a freshly paid order, in the webhook's
 * transaction (so an entry exists exactly when the order is paid). The split is the order
 * item's creators/payout snapshot from checkout; an item without one uses the product as it is
 * now. `vatPercent` is the order's, the rate its invoice states. `create` fails the transaction rather than overwrite an entry: the order's status already
 * keeps a replayed event from getting here.
 */
export function writeSaleEntries(tx: Transaction, orderId: string, items: unknown, products: (DocumentSnapshot | undefined)[], vatPercent: number, now = Date.now()) {
  const availableOn = Timestamp.fromMillis(availableOnMillis(now));
  // The creators' 80 % of each item's net revenue, split by their payout percentages.
  for (const { id, fields } of saleEntries(orderId, items, products.map((product) => product?.data()), vatPercent)) {
    tx.create(payoutEntryRef(id), { ...fields, createdOn: FieldValue.serverTimestamp(), availableOn });
  }
}

/**
 * Takes back a refunded order's shares: an entry not yet paid out is "reversed" (it never
 * reaches a payout); one already paid, or on its way in a transfer, gets a negative "reversal"
 * entry that the creator's next payout deducts. Its id derives from the entry, so it is written
 * once however often the refund arrives.
 */
export function reverseEntries(tx: Transaction, entries: QuerySnapshot<PayoutEntryDoc>) {
  for (const entry of entries.docs) {
    const data = entry.data();
    if (data.kind !== "sale") continue;
    if (data.status === "pending") {
      tx.update(entry.ref, { status: "reversed", reversedOn: FieldValue.serverTimestamp() });
    } else if (data.status === "paid" || data.status === "processing") {
      const amountCents = -Number(data.amountCents ?? 0);
      tx.set(payoutEntryRef(`${entry.id}_reversal`), {
        uid: data.uid,
        orderId: data.orderId,
        productId: data.productId,
        title: data.title ?? "",
        kind: "reversal",
        amount: amountCents / 100,
        amountCents,
        share: data.share ?? 0,
        status: "pending",
        createdOn: FieldValue.serverTimestamp(),
        // Due at once: the refunded money already left with the earlier payout.
        availableOn: Timestamp.now(),
        paidOn: null,
        transferId: "",
      });
    }
  }
}
