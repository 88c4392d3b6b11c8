import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

const entry = { actorUid: "admin-uid", actorEmail: "admin@example.com", action: "access.granted", target: "userProductRelations/alice_prod_1", reason: "Scholarship", details: {}, at: new Date() };
const grant = { uid: "alice", productId: "prod_1", source: "grant", orderId: null, grantedBy: "admin-uid", reason: "Scholarship", createdOn: new Date() };

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "auditLog/entry_1", entry);
  await seedDoc(rulesEnv(), "userProductRelations/alice_prod_1", grant);
});

describe("auditLog/{id}", () => {
  it("an admin reads and lists the log", async () => {
    await assertSucceeds(as(rulesEnv()).admin().doc("auditLog/entry_1").get());
    await assertSucceeds(as(rulesEnv()).admin().collection("auditLog").limit(50).get());
  });

  it("a visitor and a signed-in non-admin read nothing, not even the actor's own entries", async () => {
    await assertFails(as(rulesEnv()).visitor().doc("auditLog/entry_1").get());
    await assertFails(as(rulesEnv()).user("alice").doc("auditLog/entry_1").get());
    await assertFails(as(rulesEnv()).user("admin-uid").collection("auditLog").where("actorUid", "==", "admin-uid").limit(10).get());
  });

  it("nobody writes, edits or erases the log from a browser, admins included", async () => {
    for (const db of [as(rulesEnv()).visitor(), as(rulesEnv()).user("alice"), as(rulesEnv()).admin()]) {
      await assertFails(db.doc("auditLog/forged").set(entry));
      await assertFails(db.doc("auditLog/entry_1").update({ reason: "Nothing to see" }));
      await assertFails(db.doc("auditLog/entry_1").delete());
    }
  });
});

describe("granted relations stay server-written (course access)", () => {
  it("an admin's browser can neither grant nor revoke; the grantee cannot drop or alter theirs", async () => {
    await assertFails(as(rulesEnv()).admin().doc("userProductRelations/bob_prod_1").set({ ...grant, uid: "bob" }));
    await assertFails(as(rulesEnv()).admin().doc("userProductRelations/alice_prod_1").delete());
    await assertFails(as(rulesEnv()).user("alice").doc("userProductRelations/alice_prod_1").update({ reason: "I bought it" }));
    await assertFails(as(rulesEnv()).user("alice").doc("userProductRelations/alice_prod_1").delete());
  });
});
