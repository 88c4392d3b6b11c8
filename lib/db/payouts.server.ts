import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { ConnectionDoc, PayoutEntryDoc } from "@/lib/types/payout";
import { readAll } from "./page.server";
import { storedAs } from "./stored.server";

// payouts/{orderId}_{productId}_{uid}[_reversal] and connections/{uid}: the creators' ledger and
// payout accounts (docs/decisions/0069-creator-payouts.md). Server only: no rule grants a browser a write.

const payoutEntries = () => adminDb().collection("payouts").withConverter(storedAs<PayoutEntryDoc>());
export const payoutEntryRef = (id: string) => payoutEntries().doc(id);
/** One creator's entries, for paging and sums. */
export const payoutEntriesOf = (uid: string) => payoutEntries().where("uid", "==", uid);
/** All of them at once (their data export). */
export const allPayoutEntriesOf = (uid: string) => readAll(payoutEntriesOf(uid));
/** The entries one order earned its creators. */
export const payoutEntriesOfOrder = (orderId: string) => payoutEntries().where("orderId", "==", orderId);

const connections = () => adminDb().collection("connections").withConverter(storedAs<ConnectionDoc>());
export const connectionRef = (uid: string) => connections().doc(uid);

/** The stored connection of a payout account, by the provider's account id; undefined when none. */
export async function connectionByAccountId(accountId: string): Promise<ConnectionDoc | undefined> {
  const found = await connections().where("accountId", "==", accountId).limit(1).get();
  return found.docs[0]?.data();
}
