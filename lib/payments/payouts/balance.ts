import type { PayoutBalance, PayoutEntry } from "@/lib/types/payout";

/** Sums in cents, reported in EUR. A transfer on its way counts as paid: it is no longer payable. */
export function balanceOf(entries: Pick<PayoutEntry, "status" | "amountCents">[]): PayoutBalance {
  const cents = { pending: 0, available: 0, paid: 0 };
  for (const entry of entries) {
    if (entry.status === "pending") cents.pending += entry.amountCents;
    else if (entry.status === "available") cents.available += entry.amountCents;
    else if (entry.status === "paid" || entry.status === "processing") cents.paid += entry.amountCents;
  }
  return { pending: cents.pending / 100, available: cents.available / 100, paid: cents.paid / 100 };
}
