import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { Timestamp } from "firebase/firestore";
import { as, seedDoc, registerRulesEnv } from "./rules-env";

const order = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  items: [{ productId: "prod_a", title: "Soil Health", price: 9.99 }],
  total: 9.99,
  currency: "EUR",
  status: "paid",
  provider: "local",
  sessionId: "cs_abcdefghijklm",
  createdOn: Timestamp.fromDate(new Date("2025-03-01T10:00:00Z")),
  ...extra,
});

const ALICE_ORDER = "orders/order_alice0000001";
const BOB_ORDER = "orders/order_bob000000001";

const rulesEnv = registerRulesEnv(() => ({ [ALICE_ORDER]: order("alice"), [BOB_ORDER]: order("bob") }));

describe("orders/{orderId}", () => {
  describe("visitor", () => {
    it("cannot get, list or write orders", async () => {
      const db = as(rulesEnv()).visitor();
      await assertFails(db.doc(ALICE_ORDER).get());
      await assertFails(db.collection("orders").where("uid", "==", "alice").limit(50).get());
      await assertFails(db.doc("orders/order_new0000000001").set(order("alice")));
    });
  });

  describe("owner", () => {
    const alice = () => as(rulesEnv()).user("alice");
    it("gets their own order", async () => {
      await assertSucceeds(alice().doc(ALICE_ORDER).get());
    });
    it("lists their own orders, filtered on their uid, at most 50 at a time", async () => {
      await assertSucceeds(alice().collection("orders").where("uid", "==", "alice").limit(50).get());
      await assertFails(alice().collection("orders").where("uid", "==", "alice").get());
      await assertFails(alice().collection("orders").where("uid", "==", "alice").limit(51).get());
      await assertFails(alice().collection("orders").limit(50).get());
    });
    it("cannot create, pay, change or delete an order (only the server writes them)", async () => {
      await assertFails(alice().doc("orders/order_new0000000001").set(order("alice", { status: "paid" })));
      await assertFails(alice().doc(ALICE_ORDER).update({ status: "paid", total: 0 }));
      await assertFails(alice().doc(ALICE_ORDER).update({ items: [] }));
      await assertFails(alice().doc(ALICE_ORDER).delete());
    });
    it("cannot make, answer or forge a refund request, nor grant themselves goodwill (only the routes write them)", async () => {
      const requested = { state: "pending", reason: "Not what I expected", requestedOn: Timestamp.now() };
      await assertFails(alice().doc(ALICE_ORDER).update({ refundRequest: requested }));
      await assertFails(alice().doc(ALICE_ORDER).update({ "refundRequest.state": "rejected" }));
      await assertFails(alice().doc(ALICE_ORDER).update({ goodwillOn: Timestamp.now() }));
    });
    it("cannot read or write the order's events", async () => {
      await seedDoc(rulesEnv(), `${ALICE_ORDER}/events/refund_requested`, { type: "refund_requested", at: Timestamp.now(), actor: { role: "buyer", uid: "alice", email: "" }, note: "x" });
      await assertFails(alice().doc(`${ALICE_ORDER}/events/refund_requested`).get());
      await assertFails(alice().collection(`${ALICE_ORDER}/events`).limit(10).get());
      await assertFails(alice().doc(`${ALICE_ORDER}/events/goodwill_granted`).set({ type: "goodwill_granted", at: Timestamp.now(), actor: { role: "admin", uid: "alice", email: "" }, note: "" }));
    });
  });

  describe("other user", () => {
    const bob = () => as(rulesEnv()).user("bob");
    it("cannot get or list someone else's orders", async () => {
      await assertFails(bob().doc(ALICE_ORDER).get());
      await assertFails(bob().collection("orders").where("uid", "==", "alice").limit(50).get());
    });
  });

  describe("admin", () => {
    const admin = () => as(rulesEnv()).admin();
    it("gets any order", async () => {
      await assertSucceeds(admin().doc(ALICE_ORDER).get());
    });
    it("cannot write orders from the browser", async () => {
      await assertFails(admin().doc(ALICE_ORDER).update({ status: "cancelled" }));
      await assertFails(admin().doc(ALICE_ORDER).update({ "refundRequest.state": "rejected", goodwillOn: Timestamp.now() }));
    });
    it("reads an order's events only through the admin routes, not from the browser", async () => {
      await assertFails(admin().collection(`${ALICE_ORDER}/events`).limit(10).get());
    });
  });
});
