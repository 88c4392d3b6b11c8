import { PAYOUT_ENTRIES_PAGE } from "@/config/payouts";
import { getClientAuth } from "@/lib/firebase/client";
import { toPayoutEntry } from "./payout-shape";
import type { PayoutEntriesPage } from "@/lib/types/payout";
import { decodeCursor, encodeCursor } from "./cursor";
import { queryPage } from "./page";

/**
 * The signed-in creator's next ledger entries after `after` (the `next` of the page before, which
 * the server's first page hands out in the same format), newest first, straight from Firestore:
 * the rules let a creator list their own entries, at most 50 at a time. Needs the
 * (uid, createdOn desc) index of firestore.indexes.json.
 */
export async function readMorePayoutEntries(after: string): Promise<PayoutEntriesPage> {
  const uid = getClientAuth().currentUser?.uid;
  // A status, as a refused server answer has: the box shows the message without a useless Retry.
  if (!uid) throw Object.assign(new Error("Please sign in again to see more entries."), { status: 401 });
  const page = await queryPage("payouts", { filters: [["uid", "==", uid]], order: ["createdOn", "desc"], size: PAYOUT_ENTRIES_PAGE, after: decodeCursor(after) });
  return { entries: page.items.map(({ id, ...data }) => toPayoutEntry(id, data)), next: page.next ? encodeCursor(page.next) : null };
}
