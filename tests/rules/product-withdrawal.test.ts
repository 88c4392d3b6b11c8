import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

// A creator withdraws a pending product from the browser; the rules bind the state change to its
// audit entry both ways (firestore.rules: products update, auditLog isWithdrawalEntry).
type Db = firebase.firestore.Firestore;
const now = () => firebase.firestore.FieldValue.serverTimestamp();

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "products/waiting", { title: "Soil Carbon", state: "pending", creators: ["lena", "jonas"], price: 19 });
  await seedDoc(rulesEnv(), "products/live", { title: "Urban Heat", state: "approved", creators: ["lena"], price: 19 });
  await seedDoc(rulesEnv(), "auditLog/old", { action: "product.submit" });
});

const lena = () => as(rulesEnv()).user("lena", { email: "lena@example.com" });

function entry(productId: string, overrides: Record<string, unknown> = {}) {
  return { actorUid: "lena", actorEmail: "lena@example.com", action: "product.withdraw", target: `products/${productId}`, reason: "", details: { title: "Soil Carbon" }, at: now(), ...overrides };
}

/** The withdrawal commit as lib/db/products.ts withdrawProductToDraft makes it, with parts changed. */
function withdrawal(db: Db, { productId = "waiting", entryId = "entry_1", product = {}, audit = {}, withEntry = true }: { productId?: string; entryId?: string; product?: Record<string, unknown>; audit?: Record<string, unknown>; withEntry?: boolean } = {}) {
  const batch = db.batch();
  batch.update(db.doc(`products/${productId}`), { state: "draft", lastUpdated: now(), lastAuditId: entryId, ...product });
  if (withEntry) batch.set(db.doc(`auditLog/${entryId}`), entry(productId, audit));
  return batch.commit();
}

describe("a creator withdraws a pending product from the browser", () => {
  it("a creator or co-creator withdraws it with its audit entry in the same commit", async () => {
    await assertSucceeds(withdrawal(lena()));
    await rulesEnv().clearFirestore();
    await seedDoc(rulesEnv(), "products/waiting", { title: "Soil Carbon", state: "pending", creators: ["lena", "jonas"], price: 19 });
    await assertSucceeds(withdrawal(as(rulesEnv()).user("jonas", { email: "jonas@example.com" }), { audit: { actorUid: "jonas", actorEmail: "jonas@example.com" } }));
  });

  it("a user without an email (phone sign-in) records an empty actor email, and nothing else", async () => {
    await assertFails(withdrawal(as(rulesEnv()).user("lena"), { audit: { actorEmail: "lena@example.com" } }));
    await assertSucceeds(withdrawal(as(rulesEnv()).user("lena"), { audit: { actorEmail: "" } }));
  });

  it("refuses the state change without the audit entry, or naming an entry that already exists", async () => {
    await assertFails(withdrawal(lena(), { withEntry: false }));
    await assertFails(withdrawal(lena(), { entryId: "old", withEntry: false }));
    await assertFails(lena().doc("products/waiting").update({ state: "draft", lastUpdated: now() }));
  });

  it("refuses a stranger, a visitor, and a product that is not pending", async () => {
    await assertFails(withdrawal(as(rulesEnv()).user("mallory", { email: "mallory@example.com" }), { audit: { actorUid: "mallory", actorEmail: "mallory@example.com" } }));
    await assertFails(withdrawal(as(rulesEnv()).visitor()));
    await assertFails(withdrawal(lena(), { productId: "live", audit: { details: { title: "Urban Heat" } } }));
  });

  it("refuses other changes riding along: a state other than draft, or any other field", async () => {
    await assertFails(withdrawal(lena(), { product: { state: "approved" } }));
    await assertFails(withdrawal(lena(), { product: { creators: ["lena"] } }));
    await assertFails(withdrawal(lena(), { product: { price: 0 } }));
    await assertFails(withdrawal(lena(), { product: { lastUpdated: new Date("2020-01-01") } }));
  });

  it("refuses a forged audit entry: another actor, email, action, target, title, reason or time", async () => {
    for (const audit of [
      { actorUid: "jonas" },
      { actorEmail: "someone@example.com" },
      { action: "product.approved" },
      { target: "products/live" },
      { details: { title: "Something else" } },
      { reason: "Approved by admin" },
      { at: new Date("2020-01-01") },
      { extra: true },
    ]) {
      await assertFails(withdrawal(lena(), { audit }));
    }
  });

  it("an audit entry alone, without the withdrawal it records, is refused; so is an entry naming another one", async () => {
    await assertFails(lena().doc("auditLog/entry_1").set(entry("waiting")));
    const db = lena();
    const batch = db.batch();
    batch.update(db.doc("products/waiting"), { state: "draft", lastUpdated: now(), lastAuditId: "entry_1" });
    batch.set(db.doc("auditLog/entry_1"), entry("waiting"));
    batch.set(db.doc("auditLog/entry_2"), entry("waiting"));
    await assertFails(batch.commit());
  });

  it("nobody edits or erases an entry afterwards, the creator included", async () => {
    await assertSucceeds(withdrawal(lena()));
    await assertFails(lena().doc("auditLog/entry_1").update({ reason: "changed" }));
    await assertFails(lena().doc("auditLog/entry_1").delete());
  });
});
