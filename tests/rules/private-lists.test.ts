import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import type firebase from "firebase/compat/app";
import { OTHER_UID } from "./matrix-cases.mjs";
import { resetFixture } from "./matrix-fixture";
import { registerRulesEnv } from "./rules-env";

// Private collections leak through lists, not gets: a query without a limit, or filtered on
// someone else's uid, would read other people's records in bulk. The matrix's list cells use the
// legitimate queries; these try the ones an attacker would. Same fixture as the matrix.
type Db = firebase.firestore.Firestore;
type Query = firebase.firestore.Query;

const rulesEnv = registerRulesEnv();
beforeAll(async () => {
  await resetFixture(rulesEnv());
});

const bea = () => rulesEnv().authenticatedContext("bea", { email: "bea@example.com" }).firestore();
const admin = () => rulesEnv().authenticatedContext("ada", { email: "ada@example.com", admin: true }).firestore();

/** How each private collection is listed for one owner. */
const collections: [string, (db: Db, uid: string) => Query][] = [
  ["users", (db, uid) => db.collection("users").where("uid", "==", uid)],
  ["notifications", (db, uid) => db.collection(`users/${uid}/notifications`)],
  ["progress", (db, uid) => db.collection(`users/${uid}/progress`)],
  ["userProductRelations", (db, uid) => db.collection("userProductRelations").where("uid", "==", uid)],
  ["orders", (db, uid) => db.collection("orders").where("uid", "==", uid)],
  ["payouts", (db, uid) => db.collection("payouts").where("uid", "==", uid)],
];

describe.each(collections)("%s lists", (name, owned) => {
  it("a signed-in user cannot list their own without a limit, or more than 50 at once", async () => {
    await assertFails(owned(bea(), "bea").get());
    await assertFails(owned(bea(), "bea").limit(51).get());
  });

  it("a signed-in user cannot list another user's, even bounded", async () => {
    await assertFails(owned(bea(), OTHER_UID).limit(50).get());
  });

  it("a signed-in user cannot list everyone's at once", async () => {
    const everyone = name === "notifications" || name === "progress" ? bea().collectionGroup(name) : bea().collection(name);
    await assertFails(everyone.limit(50).get());
  });

  it("even an admin cannot list without a limit", async () => {
    await assertFails(owned(admin(), OTHER_UID).get());
  });
});

describe("the legitimate queries still work", () => {
  it("a signed-in user lists their own relations, orders, payouts, notifications and progress, 50 at a time", async () => {
    for (const [name, owned] of collections) {
      if (name !== "users") await assertSucceeds(owned(bea(), "bea").limit(50).get());
    }
  });
});
