import "server-only";
import { createHash } from "node:crypto";
import { AggregateField, FieldValue, Timestamp, type DocumentReference, type Query, type UpdateData } from "firebase-admin/firestore";
import { PAYOUT_BATCH_LIMIT, PAYOUT_ENTRIES_PAGE } from "@/config/payouts";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { pageOf } from "@/lib/db/page.server";
import { connectionRef, payoutEntriesOf, payoutEntryRef } from "@/lib/db/payouts.server";
import { userRef } from "@/lib/db/users.server";
import { adminDb } from "@/lib/firebase/server";
import type { Connection, PayoutBalance, PayoutEntriesPage, PayoutEntryDoc, PayoutsView } from "@/lib/types/payout";
import { LOCAL_ONBOARDED } from "./local";
import type { AccountStatus, PayoutProvider } from "./provider";
import { toConnection, toPayoutEntry } from "@/lib/db/payout-shape";
import { HttpError } from "@/lib/http/error";

async function readConnection(uid: string): Promise<Connection | null> {
  const snapshot = await connectionRef(uid).get();
  return snapshot.exists ? toConnection(snapshot.data() ?? {}) : null;
}

const statusFields = (status: AccountStatus) => ({
  onboarding: status.onboarding,
  chargesEnabled: status.chargesEnabled,
  payoutsEnabled: status.payoutsEnabled,
  capabilities: status.capabilities,
  updatedOn: FieldValue.serverTimestamp(),
});

/**
 * One page of a creator's ledger, newest first, after the encoded cursor `after` (anything not
 * a cursor: the first page). Needs the (uid, createdOn desc) index of firestore.indexes.json.
 */
export async function readPayoutEntries(uid: string, after: unknown = null, now = Date.now()): Promise<PayoutEntriesPage> {
  const page = await pageOf(payoutEntriesOf(uid), "createdOn", "desc", { size: PAYOUT_ENTRIES_PAGE, after: decodeCursor(after) });
  return { entries: page.items.map((doc) => toPayoutEntry(doc.id, doc.data(), now)), next: page.next ? encodeCursor(page.next) : null };
}

/**
 * The creator's three balances as sum aggregations, not a read of every entry: Firestore bills an
 * aggregation one read per 1,000 index entries it scans, so a creator with years of sales costs a
 * few reads. Held and available are the same stored status, split by availableOn (shape.ts).
 * https://firebase.google.com/docs/firestore/query-data/aggregation-queries
 */
async function readBalance(uid: string, now: number): Promise<PayoutBalance> {
  const mine = payoutEntriesOf(uid);
  const pending = mine.where("status", "==", "pending");
  const due = Timestamp.fromMillis(now);
  const sum = async (query: Query) => Number((await query.aggregate({ cents: AggregateField.sum("amountCents") }).get()).data().cents ?? 0);
  const [held, available, paid] = await Promise.all([
    sum(pending.where("availableOn", ">", due)),
    sum(pending.where("availableOn", "<=", due)),
    sum(mine.where("status", "in", ["paid", "processing"])),
  ]);
  return { pending: held / 100, available: available / 100, paid: paid / 100 };
}

/**
 * A creator's connection, balance and first page of entries. An unfinished onboarding is asked
 * about again at the provider, which is where the creator finished it (Stripe sends them back
 * to our page, with no webhook needed for this).
 */
export async function readPayouts(uid: string, provider: PayoutProvider, now = Date.now()): Promise<PayoutsView> {
  let connection = await readConnection(uid);
  if (connection && connection.provider === provider.providerName && connection.onboarding !== "complete") {
    const status = await provider.accountStatus(connection.accountId);
    await connectionRef(uid).update(statusFields(status));
    connection = { ...connection, ...status, updatedOn: new Date(now).toISOString() };
  }
  const [balance, latest] = await Promise.all([readBalance(uid, now), readPayoutEntries(uid, null, now)]);
  return {
    connection,
    provider: provider.providerName,
    balance,
    entries: latest.entries,
    entriesNext: latest.next,
  };
}

type ConnectInput = { uid: string; email: string; origin: string; provider: PayoutProvider };

/**
 * Where the creator goes to (continue to) set up their payout account. The account is made
 * once: the provider's idempotency key covers a double click at the provider, and the
 * transaction keeps the first account if two requests race here. Also sets users/{uid}.connectId.
 */
export async function connectPayouts({ uid, email, origin, provider }: ConnectInput): Promise<{ url: string; connection: Connection }> {
  let connection = await readConnection(uid);
  if (!connection || connection.provider !== provider.providerName) {
    const { accountId } = await provider.createConnectedAccount({ uid, email });
    await adminDb().runTransaction(async (tx) => {
      const existing = await tx.get(connectionRef(uid));
      if (existing.exists && existing.get("provider") === provider.providerName) return;
      tx.set(connectionRef(uid), {
        uid,
        provider: provider.providerName,
        accountId,
        onboarding: "pending",
        chargesEnabled: false,
        payoutsEnabled: false,
        capabilities: {},
        createdOn: FieldValue.serverTimestamp(),
        updatedOn: FieldValue.serverTimestamp(),
      });
    });
    // Outside the transaction: an account without a user record (seeded creators) still connects.
    const stored = await readConnection(uid);
    if (!stored) throw new HttpError(409, "payouts/not-connected", "Your payout account could not be set up. Please try again.");
    connection = stored;
    await userRef(uid)
      .update({ connectId: stored.accountId })
      .catch((error: { code?: number }) => {
        if (error.code !== 5) throw error;
      });
  }
  const url = await provider.onboardingLink(connection.accountId, `${origin}/dashboard/payouts?onboarding=return`, `${origin}/dashboard/payouts?onboarding=refresh`);
  return { url, connection };
}

/** The local provider's "Complete onboarding" button; refused for any other provider. */
export async function completeLocalOnboarding(uid: string, provider: PayoutProvider): Promise<Connection> {
  if (provider.providerName !== "local") throw new HttpError(404, "payouts/not-local", "Onboarding happens at the payment provider.");
  const connection = await readConnection(uid);
  if (!connection || connection.provider !== "local") throw new HttpError(409, "payouts/not-connected", "Start by connecting a payout account.");
  await connectionRef(uid).update(statusFields(LOCAL_ONBOARDED));
  return { ...connection, ...LOCAL_ONBOARDED };
}

export type WithdrawResult = { transferId: string; amount: number; entries: number };

/**
 * Pays the creator's available balance out in one transfer. A transaction first claims the
 * payable entries ("processing", with the payout's key), so a second click or a concurrent
 * request finds nothing left to claim and no second transfer is made. The idempotency key is a
 * hash of the claimed entry ids: a retry of the same payout cannot transfer twice either. A
 * failed transfer releases the entries.
 */
export async function withdraw(uid: string, provider: PayoutProvider, now = Date.now()): Promise<WithdrawResult> {
  const db = adminDb();
  const claim = await db.runTransaction(async (tx) => {
    const connection = await tx.get(connectionRef(uid));
    if (!connection.exists || connection.get("provider") !== provider.providerName || connection.get("onboarding") !== "complete" || connection.get("payoutsEnabled") !== true) {
      throw new HttpError(409, "payouts/not-ready", "Finish setting up your payout account first.");
    }
    // Only entries past their hold: a creator with many sales on hold still gets the older ones.
    const pending = await tx.get(
      payoutEntriesOf(uid)
        .where("status", "==", "pending")
        .where("availableOn", "<=", Timestamp.fromMillis(now))
        .limit(PAYOUT_BATCH_LIMIT),
    );
    const due = pending.docs.filter((doc) => toPayoutEntry(doc.id, doc.data(), now).status === "available");
    const cents = due.reduce((sum, doc) => sum + Number(doc.get("amountCents") ?? 0), 0);
    if (!due.length || cents <= 0) throw new HttpError(409, "payouts/nothing-available", "There is nothing to pay out yet.");
    const ids = due.map((doc) => doc.id).sort();
    const key = `payout-${createHash("sha256").update(ids.join("\n")).digest("hex").slice(0, 40)}`;
    for (const doc of due) tx.update(doc.ref, { status: "processing", transferKey: key });
    return { key, ids, cents, accountId: String(connection.get("accountId")) };
  });

  const refs = claim.ids.map((id) => payoutEntryRef(id));
  let transferId: string;
  try {
    ({ transferId } = await provider.transfer(claim.accountId, claim.cents, claim.key, { uid, entries: String(claim.ids.length) }));
  } catch (error) {
    console.error(error);
    await settle(refs, claim.key, { status: "pending", transferKey: FieldValue.delete() });
    throw new HttpError(502, "payouts/transfer-failed", "The payout could not be sent. Nothing was paid; please try again later.");
  }
  await settle(refs, claim.key, { status: "paid", paidOn: Timestamp.fromMillis(now), transferId });
  return { transferId, amount: claim.cents / 100, entries: claim.ids.length };
}

/** Moves the entries this payout still holds on; one a refund changed meanwhile keeps its new state. */
async function settle(refs: DocumentReference<PayoutEntryDoc>[], key: string, fields: UpdateData<PayoutEntryDoc>) {
  await adminDb().runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    snapshots.forEach((snapshot, index) => {
      if (snapshot.get("status") === "processing" && snapshot.get("transferKey") === key) tx.update(refs[index]!, fields);
    });
  });
}
