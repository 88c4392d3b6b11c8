import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { as, seedDoc, registerRulesEnv } from "./rules-env";

const record = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  email: `${uid}@example.com`,
  firstName: "Ada",
  lastName: "Lovelace",
  customerId: "",
  connectId: "",
  cart: [],
  ...extra,
});

const settings = (extra: Record<string, unknown> = {}) => ({
  emailOnSale: true,
  emailOnReview: true,
  emailOnQuestion: true,
  emailOnApproval: true,
  newsletter: false,
  ...extra,
});

const owner = () => rulesEnv().authenticatedContext("alice", { email: "alice@example.com" }).firestore();

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "users/alice", record("alice", { customerId: "cus_1", connectId: "acct_1" }));
  await seedDoc(rulesEnv(), "users/bob", record("bob"));
});

describe("users/{uid}", () => {
  describe("visitor", () => {
    it("cannot read or list any record", async () => {
      await assertFails(as(rulesEnv()).visitor().doc("users/alice").get());
      await assertFails(as(rulesEnv()).visitor().collection("users").limit(10).get());
    });
    it("cannot create a record", async () => {
      await assertFails(as(rulesEnv()).visitor().doc("users/mallory").set(record("mallory")));
    });
  });

  describe("owner", () => {
    it("reads their own record", async () => {
      await assertSucceeds(owner().doc("users/alice").get());
    });
    it("creates their record once at sign-up with empty payment ids", async () => {
      await rulesEnv().clearFirestore();
      await assertSucceeds(owner().doc("users/alice").set(record("alice")));
    });
    it("signed in by phone (no email on the token), creates a record with an empty email only", async () => {
      await rulesEnv().clearFirestore();
      const phoneUser = rulesEnv().authenticatedContext("phil", { phone_number: "+436601234567" }).firestore();
      await assertFails(phoneUser.doc("users/phil").set(record("phil", { email: "phil@example.com" })));
      await assertSucceeds(phoneUser.doc("users/phil").set(record("phil", { email: "" })));
    });
    it("cannot create a record with someone else's email, a payment id or a role", async () => {
      await rulesEnv().clearFirestore();
      await assertFails(owner().doc("users/alice").set(record("alice", { email: "boss@example.com" })));
      await assertFails(owner().doc("users/alice").set(record("alice", { customerId: "cus_stolen" })));
      await assertFails(owner().doc("users/alice").set(record("alice", { connectId: "acct_stolen" })));
      await assertFails(owner().doc("users/alice").set(record("alice", { admin: true })));
      await assertFails(owner().doc("users/alice").set(record("alice", { uid: "bob" })));
    });
    it("updates names, cart and settings", async () => {
      await assertSucceeds(owner().doc("users/alice").update({ firstName: "Grace", lastName: "Hopper" }));
      await assertSucceeds(owner().doc("users/alice").update({ cart: [{ productId: "p1" }] }));
      await assertSucceeds(owner().doc("users/alice").update({ settings: settings({ newsletter: true }) }));
      await assertSucceeds(owner().doc("users/alice").update({ settings: settings({ lowDataMode: true }) }));
    });
    it("creates their record with or without settings", async () => {
      await rulesEnv().clearFirestore();
      await assertSucceeds(owner().doc("users/alice").set(record("alice", { settings: settings() })));
      await rulesEnv().clearFirestore();
      await assertSucceeds(owner().doc("users/alice").set(record("alice")));
    });
    it.each([
      ["an unknown key", settings({ emailOnEverything: true })],
      ["a value that is not a boolean", settings({ newsletter: "yes" })],
      ["a low-data mode that is not a boolean", settings({ lowDataMode: "on" })],
      ["a missing key", { emailOnSale: true }],
      ["something other than a map", "all"],
    ])("cannot store settings with %s", async (_case, value) => {
      await assertFails(owner().doc("users/alice").update({ settings: value }));
      await rulesEnv().clearFirestore();
      await assertFails(owner().doc("users/alice").set(record("alice", { settings: value })));
    });
    it.each([
      ["uid", "bob"],
      ["email", "new@example.com"],
      ["customerId", ""],
      ["connectId", "acct_other"],
      // Set by the server at checkout, from the country the buyer chose there (VAT).
      ["country", "US"],
      ["admin", true],
      ["role", "admin"],
    ])("cannot change %s", async (key, value) => {
      await assertFails(owner().doc("users/alice").update({ [key]: value }));
    });
    it("after an email change, sets the record's email to the ID token's, once Firebase Auth has verified it", async () => {
      const changed = (claims: Record<string, unknown>) => rulesEnv().authenticatedContext("alice", claims).firestore();
      await assertFails(changed({ email: "alice.new@example.com", email_verified: false }).doc("users/alice").update({ email: "alice.new@example.com" }));
      await assertFails(changed({ email: "alice.new@example.com", email_verified: true }).doc("users/alice").update({ email: "someone@example.com" }));
      await assertFails(changed({ phone_number: "+436601234567" }).doc("users/alice").update({ email: "" }));
      await assertSucceeds(changed({ email: "alice.new@example.com", email_verified: true }).doc("users/alice").update({ email: "alice.new@example.com" }));
      // A stale record email does not block the owner's other writes.
      await assertSucceeds(owner().doc("users/alice").update({ firstName: "Grace" }));
    });
    it("cannot store an oversized name or cart", async () => {
      await assertFails(owner().doc("users/alice").update({ firstName: "x".repeat(101) }));
      await assertFails(owner().doc("users/alice").update({ cart: Array.from({ length: 51 }, (_, i) => ({ productId: `p${i}` })) }));
      await assertFails(owner().doc("users/alice").update({ cart: "everything" }));
    });
    it("deletes their own record", async () => {
      await assertSucceeds(owner().doc("users/alice").delete());
    });
  });

  describe("another signed-in user", () => {
    const bob = () => as(rulesEnv()).user("bob");
    it("cannot read, list, write or delete someone else's record", async () => {
      await assertFails(bob().doc("users/alice").get());
      await assertFails(bob().collection("users").limit(10).get());
      await assertFails(bob().doc("users/alice").update({ firstName: "Mallory" }));
      await assertFails(bob().doc("users/alice").delete());
      await assertFails(bob().doc("users/carol").set(record("carol")));
    });
  });

  describe("admin", () => {
    it("reads any record and lists at most 50 at a time", async () => {
      await assertSucceeds(as(rulesEnv()).admin().doc("users/alice").get());
      await assertSucceeds(as(rulesEnv()).admin().collection("users").limit(50).get());
      await assertFails(as(rulesEnv()).admin().collection("users").get());
      await assertFails(as(rulesEnv()).admin().collection("users").limit(51).get());
    });
    it("cannot write a user's record from the browser (the server does)", async () => {
      await assertFails(as(rulesEnv()).admin().doc("users/alice").update({ customerId: "cus_2" }));
      await assertFails(as(rulesEnv()).admin().doc("users/alice").delete());
    });
  });
});
