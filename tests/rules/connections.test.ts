import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { Timestamp } from "firebase/firestore";
import { as, registerRulesEnv } from "./rules-env";

const connection = (uid: string) => ({
  uid,
  provider: "local",
  accountId: `acct-local_${uid}`,
  onboarding: "complete",
  chargesEnabled: true,
  payoutsEnabled: true,
  capabilities: { transfers: "active" },
  createdOn: Timestamp.now(),
  updatedOn: Timestamp.now(),
});

const entry = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  orderId: "order_abcdefghijklm",
  productId: "prod_a",
  title: "Soil Health",
  kind: "sale",
  amount: 9.99,
  amountCents: 999,
  share: 100,
  status: "pending",
  createdOn: Timestamp.now(),
  availableOn: Timestamp.now(),
  paidOn: null,
  transferId: "",
  ...extra,
});

const ALICE_ENTRY = "payouts/order_abcdefghijklm_prod_a_alice";
const BOB_ENTRY = "payouts/order_abcdefghijklm_prod_a_bob";

const rulesEnv = registerRulesEnv(() => ({
  "connections/alice": connection("alice"),
  "connections/bob": connection("bob"),
  [ALICE_ENTRY]: entry("alice"),
  [BOB_ENTRY]: entry("bob"),
}));

describe("connections/{uid}", () => {
  it("the owner gets their own connection, not someone else's, and cannot list them", async () => {
    const alice = as(rulesEnv()).user("alice");
    await assertSucceeds(alice.doc("connections/alice").get());
    await assertFails(alice.doc("connections/bob").get());
    await assertFails(alice.collection("connections").where("uid", "==", "alice").limit(1).get());
  });

  it("nobody writes a connection from a browser, not even its owner or an admin", async () => {
    const alice = as(rulesEnv()).user("alice");
    await assertFails(alice.doc("connections/alice").update({ onboarding: "complete", payoutsEnabled: true, accountId: "acct_mine" }));
    await assertFails(alice.doc("connections/carol").set(connection("carol")));
    await assertFails(as(rulesEnv()).user("carol").doc("connections/carol").set(connection("carol")));
    await assertFails(alice.doc("connections/alice").delete());
    await assertFails(as(rulesEnv()).admin().doc("connections/alice").update({ accountId: "acct_admin" }));
  });

  it("visitors read nothing; admins get any connection", async () => {
    await assertFails(as(rulesEnv()).visitor().doc("connections/alice").get());
    await assertSucceeds(as(rulesEnv()).admin().doc("connections/bob").get());
  });
});

describe("payouts/{entryId} (the creators' ledger)", () => {
  it("a creator gets and lists only their own entries, filtered on their uid, at most 50", async () => {
    const alice = as(rulesEnv()).user("alice");
    await assertSucceeds(alice.doc(ALICE_ENTRY).get());
    await assertFails(alice.doc(BOB_ENTRY).get());
    await assertSucceeds(alice.collection("payouts").where("uid", "==", "alice").limit(50).get());
    await assertFails(alice.collection("payouts").where("uid", "==", "alice").limit(51).get());
    await assertFails(alice.collection("payouts").where("uid", "==", "alice").get());
    await assertFails(alice.collection("payouts").where("uid", "==", "bob").limit(50).get());
    await assertFails(alice.collection("payouts").limit(50).get());
  });

  it("nobody writes the ledger from a browser: no new entry, no status change, no delete", async () => {
    const alice = as(rulesEnv()).user("alice");
    await assertFails(alice.doc("payouts/order_x_prod_a_alice").set(entry("alice", { amountCents: 1_000_000 })));
    await assertFails(alice.doc(ALICE_ENTRY).update({ status: "pending", amountCents: 99_999 }));
    await assertFails(alice.doc(ALICE_ENTRY).delete());
    await assertFails(as(rulesEnv()).admin().doc(ALICE_ENTRY).update({ status: "paid" }));
  });

  it("visitors read nothing; admins get entries and list at most 50", async () => {
    await assertFails(as(rulesEnv()).visitor().doc(ALICE_ENTRY).get());
    await assertFails(as(rulesEnv()).visitor().collection("payouts").where("uid", "==", "alice").limit(50).get());
    const admin = as(rulesEnv()).admin();
    await assertSucceeds(admin.doc(BOB_ENTRY).get());
    await assertSucceeds(admin.collection("payouts").limit(50).get());
    await assertFails(admin.collection("payouts").limit(51).get());
  });
});
