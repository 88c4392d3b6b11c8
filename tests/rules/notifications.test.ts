import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { Timestamp } from "firebase/firestore";
import { as, registerRulesEnv } from "./rules-env";

const notification = (extra: Record<string, unknown> = {}) => ({
  type: "sale",
  title: "New sale",
  body: "Someone bought Soil Health.",
  link: "/dashboard/performance",
  createdAt: Timestamp.fromDate(new Date("2025-03-01T10:00:00Z")),
  read: false,
  ...extra,
});

const ALICE_NOTE = "users/alice/notifications/n1";
const alices = "users/alice/notifications";

const rulesEnv = registerRulesEnv(() => ({ [ALICE_NOTE]: notification() }));

describe("users/{uid}/notifications/{id}", () => {
  describe("visitor", () => {
    it("cannot read, list, create, update or delete", async () => {
      const db = as(rulesEnv()).visitor();
      await assertFails(db.doc(ALICE_NOTE).get());
      await assertFails(db.collection(alices).limit(10).get());
      await assertFails(db.doc("users/alice/notifications/n2").set(notification()));
      await assertFails(db.doc(ALICE_NOTE).update({ read: true }));
      await assertFails(db.doc(ALICE_NOTE).delete());
    });
  });

  describe("owner", () => {
    const alice = () => as(rulesEnv()).user("alice");
    it("reads a notification", async () => {
      await assertSucceeds(alice().doc(ALICE_NOTE).get());
    });
    it("lists at most 50 at a time", async () => {
      await assertSucceeds(alice().collection(alices).orderBy("createdAt", "desc").limit(50).get());
      await assertFails(alice().collection(alices).get());
      await assertFails(alice().collection(alices).limit(51).get());
    });
    it("cannot create one, not even for themselves (the server does)", async () => {
      await assertFails(alice().doc("users/alice/notifications/n2").set(notification()));
      await assertFails(alice().collection(alices).add(notification({ type: "system", title: "Verify your card" })));
    });
    it("marks one read and unread again", async () => {
      await assertSucceeds(alice().doc(ALICE_NOTE).update({ read: true }));
      await assertSucceeds(alice().doc(ALICE_NOTE).update({ read: false }));
    });
    it("cannot store a read flag that is not a boolean", async () => {
      await assertFails(alice().doc(ALICE_NOTE).update({ read: "yes" }));
    });
    it.each([
      ["title", "You won a prize"],
      ["body", "Click here"],
      ["link", "https://evil.example"],
      ["type", "system"],
      ["createdAt", Timestamp.fromDate(new Date("2030-01-01T00:00:00Z"))],
    ])("cannot change %s, even while marking it read", async (key, value) => {
      await assertFails(alice().doc(ALICE_NOTE).update({ [key]: value }));
      await assertFails(alice().doc(ALICE_NOTE).update({ read: true, [key]: value }));
    });
    it("deletes a notification", async () => {
      await assertSucceeds(alice().doc(ALICE_NOTE).delete());
    });
  });

  describe("another signed-in user", () => {
    const bob = () => as(rulesEnv()).user("bob");
    it("cannot read, list, create, mark read or delete someone else's notifications", async () => {
      await assertFails(bob().doc(ALICE_NOTE).get());
      await assertFails(bob().collection(alices).limit(10).get());
      await assertFails(bob().doc("users/alice/notifications/n2").set(notification()));
      await assertFails(bob().doc(ALICE_NOTE).update({ read: true }));
      await assertFails(bob().doc(ALICE_NOTE).delete());
    });
  });

  describe("admin", () => {
    const admin = () => as(rulesEnv()).admin();
    it("has no special access from the browser", async () => {
      await assertFails(admin().doc(ALICE_NOTE).get());
      await assertFails(admin().collection(alices).limit(10).get());
      await assertFails(admin().collectionGroup("notifications").limit(10).get());
      await assertFails(admin().doc("users/alice/notifications/n2").set(notification()));
      await assertFails(admin().doc(ALICE_NOTE).update({ read: true }));
      await assertFails(admin().doc(ALICE_NOTE).update({ title: "Edited" }));
      await assertFails(admin().doc(ALICE_NOTE).delete());
    });
  });
});
