import { Timestamp } from "firebase-admin/firestore";
import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { readMorePayoutEntries } from "@/lib/db/payouts";
import { adminDb } from "@/lib/firebase/server";
import { createLocalPayoutProvider } from "@/lib/payments/payouts/local";
import { readPayouts } from "@/lib/payments/payouts/payouts.server";
import { registerRulesEnv } from "../rules/rules-env";
import { accountsAndEmptyBeforeEach } from "./support";

// "Show more" of the payouts ledger reads straight from Firestore in the browser, continuing the
// server's first page (GET /api/creator/payouts) with its cursor, under the real rules.
const rulesEnv = registerRulesEnv();
const PASSWORD = "ledger-password-1";
let creator = "";

accountsAndEmptyBeforeEach(rulesEnv, ["ledger-creator@example.com", "ledger-stranger@example.com"], PASSWORD, ([first = ""]) => (creator = first));

async function seedEntries(uid: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `order_${String(index).padStart(2, "0")}_prod_x_${uid}`);
  // Three instants a microsecond apart: a cursor kept to the millisecond would repeat or skip entries.
  const at = (index: number) => new Timestamp(1_750_000_000, 1_000 * (1 + (index % 3)));
  const batch = adminDb().batch();
  ids.forEach((id, index) => batch.set(adminDb().doc(`payouts/${id}`), { uid, orderId: id, productId: "prod_x", title: "T", kind: "sale", amount: 1, amountCents: 100, share: 100, status: "paid", createdOn: at(index), availableOn: at(index), paidOn: null, transferId: "" }));
  await batch.commit();
  return [...ids].sort((a, b) => (ids.indexOf(b) % 3) - (ids.indexOf(a) % 3) || b.localeCompare(a));
}

describe("more payout entries from the browser", () => {
  it("continues the server's first page to the end, newest first, none twice or missed", async () => {
    const expected = await seedEntries(creator, 45);
    await seedEntries("someone-else", 3);
    const first = await readPayouts(creator, createLocalPayoutProvider());
    const seen = first.entries.map((entry) => entry.id);
    await signInWithEmail("ledger-creator@example.com", PASSWORD);
    let after = first.entriesNext;
    let pages = 1;
    while (after) {
      const page = await readMorePayoutEntries(after);
      expect(page.entries.length).toBeLessThanOrEqual(20);
      seen.push(...page.entries.map((entry) => entry.id));
      after = page.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it("another signed-in user cannot read someone's ledger with their cursor, and a signed-out page is asked to sign in", async () => {
    await seedEntries(creator, 25);
    const first = await readPayouts(creator, createLocalPayoutProvider());
    expect(first.entriesNext).not.toBeNull();
    await signInWithEmail("ledger-stranger@example.com", PASSWORD);
    // The query filters on the caller's own uid: a stolen cursor pages through their own (empty) ledger.
    await expect(readMorePayoutEntries(first.entriesNext!)).resolves.toEqual({ entries: [], next: null });
    await signOut();
    await expect(readMorePayoutEntries(first.entriesNext!)).rejects.toThrow("Please sign in again");
  });
});
