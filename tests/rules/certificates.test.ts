import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { Timestamp } from "firebase/firestore";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

const certificate = (shared: boolean) => ({
  uid: "alice",
  productId: "prod_CIRCULAR00001",
  learnerName: "Alice Example",
  productTitle: "Circular Economy Basics",
  universityName: "BOKU University, Vienna",
  universityCourseName: "LCA-501 Life Cycle Assessment",
  ects: 3,
  learningOutcomes: ["Explain the circular economy"],
  completedAt: Timestamp.fromDate(new Date("2026-03-01T10:00:00Z")),
  public: shared,
  revokedAt: null,
  revokedReason: null,
  credential: "{}",
});

const PRIVATE = "certificates/privateCertificate01";
const PUBLIC = "certificates/publicCertificate001";
const POINTER = "users/alice/certificates/prod_CIRCULAR00001";
const pointers = "users/alice/certificates";

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), PRIVATE, certificate(false));
  await seedDoc(rulesEnv(), PUBLIC, certificate(true));
  await seedDoc(rulesEnv(), POINTER, { certificateId: "privateCertificate01", createdAt: Timestamp.fromDate(new Date("2026-03-01T10:00:00Z")) });
});

describe("certificates/{certificateId}", () => {
  describe("visitor", () => {
    const visitor = () => as(rulesEnv()).visitor();
    it("opens a public certificate", async () => {
      await assertSucceeds(visitor().doc(PUBLIC).get());
    });
    it("cannot open a private one, list them, or write any", async () => {
      await assertFails(visitor().doc(PRIVATE).get());
      await assertFails(visitor().collection("certificates").where("public", "==", true).limit(10).get());
      await assertFails(visitor().doc("certificates/forged").set(certificate(true)));
      await assertFails(visitor().doc(PUBLIC).update({ revokedAt: null }));
    });
  });

  describe("owner", () => {
    const alice = () => as(rulesEnv()).user("alice");
    it("reads their certificate, private or public", async () => {
      await assertSucceeds(alice().doc(PRIVATE).get());
      await assertSucceeds(alice().doc(PUBLIC).get());
    });
    it("cannot list them (the library reads the pointers)", async () => {
      await assertFails(alice().collection("certificates").where("uid", "==", "alice").limit(10).get());
    });
    it("cannot issue, rename, publish, un-revoke or delete one from the browser (only the server)", async () => {
      await assertFails(alice().doc("certificates/selfIssued0000000001").set(certificate(false)));
      await assertFails(alice().doc(PRIVATE).update({ learnerName: "Dr. Alice" }));
      await assertFails(alice().doc(PRIVATE).update({ public: true }));
      await assertFails(alice().doc(PUBLIC).update({ revokedAt: null, revokedReason: null }));
      await assertFails(alice().doc(PRIVATE).delete());
    });
  });

  describe("another signed-in user", () => {
    const bob = () => as(rulesEnv()).user("bob");
    it("opens a public certificate but not a private one", async () => {
      await assertSucceeds(bob().doc(PUBLIC).get());
      await assertFails(bob().doc(PRIVATE).get());
    });
    it("cannot write one, not even for themselves", async () => {
      await assertFails(bob().doc("certificates/bobsOwn0000000000001").set({ ...certificate(false), uid: "bob" }));
      await assertFails(bob().doc(PUBLIC).update({ learnerName: "Bob" }));
      await assertFails(bob().doc(PUBLIC).delete());
    });
  });

  describe("admin", () => {
    const admin = () => as(rulesEnv()).admin();
    it("reads private and public certificates", async () => {
      await assertSucceeds(admin().doc(PRIVATE).get());
      await assertSucceeds(admin().doc(PUBLIC).get());
    });
    it("cannot revoke or write one from the browser (the revoke route does, audited)", async () => {
      await assertFails(admin().doc(PRIVATE).update({ revokedAt: Timestamp.now(), revokedReason: "Fraud" }));
      await assertFails(admin().doc("certificates/adminMade0000000001").set(certificate(true)));
      await assertFails(admin().doc(PRIVATE).delete());
    });
  });
});

describe("users/{uid}/certificates/{productId}", () => {
  it("its owner gets and lists (at most 50) their pointers, and cannot write them", async () => {
    const alice = () => as(rulesEnv()).user("alice");
    await assertSucceeds(alice().doc(POINTER).get());
    await assertSucceeds(alice().collection(pointers).limit(50).get());
    await assertFails(alice().collection(pointers).limit(51).get());
    await assertFails(alice().doc("users/alice/certificates/prod_OTHER00000001").set({ certificateId: "privateCertificate01", createdAt: Timestamp.now() }));
    await assertFails(alice().doc(POINTER).update({ certificateId: "publicCertificate001" }));
    await assertFails(alice().doc(POINTER).delete());
  });

  it("a visitor and another user neither read nor write them", async () => {
    for (const db of [as(rulesEnv()).visitor(), as(rulesEnv()).user("bob")]) {
      await assertFails(db.doc(POINTER).get());
      await assertFails(db.collection(pointers).limit(10).get());
      await assertFails(db.doc("users/alice/certificates/prod_OTHER00000001").set({ certificateId: "x", createdAt: Timestamp.now() }));
    }
  });

  it("an admin gets one but writes none", async () => {
    const admin = as(rulesEnv()).admin();
    await assertSucceeds(admin.doc(POINTER).get());
    await assertFails(admin.doc(POINTER).update({ certificateId: "publicCertificate001" }));
    await assertFails(admin.doc(POINTER).delete());
  });
});
