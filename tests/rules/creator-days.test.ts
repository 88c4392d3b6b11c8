import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

// creatorDays/{uid}_{day}: a creator's figures of one day. Only the server reads and writes them
// (/api/creator/performance shows them); a browser could otherwise read rivals' sales or forge
// its own figures.
const day = (uid: string, units = 2) => ({ uid, day: "2026-03-02", products: { prod_a: { units, revenueCents: 2099 * units, enrolments: units, title: "Soil Health" } } });
const LENA_DAY = "creatorDays/lena_2026-03-02";

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), LENA_DAY, day("lena"));
  await seedDoc(rulesEnv(), "creatorDays/jonas_2026-03-02", day("jonas"));
  await seedDoc(rulesEnv(), "products/prod_a", { title: "Soil Health", state: "approved", creators: ["lena", "jonas"], payout: [70, 30] });
});

describe("creatorDays/{uid}_{day}", () => {
  it("the creator cannot read their own day, alone or in a list filtered on their uid", async () => {
    const lena = as(rulesEnv()).user("lena");
    await assertFails(lena.doc(LENA_DAY).get());
    await assertFails(lena.collection("creatorDays").where("uid", "==", "lena").limit(50).get());
  });

  it("a co-creator, another user and a visitor cannot read someone else's day", async () => {
    await assertFails(as(rulesEnv()).user("jonas").doc(LENA_DAY).get());
    await assertFails(as(rulesEnv()).user("uma").doc(LENA_DAY).get());
    await assertFails(as(rulesEnv()).visitor().doc(LENA_DAY).get());
    await assertFails(as(rulesEnv()).visitor().collection("creatorDays").limit(50).get());
  });

  it("the creator can neither create, raise nor delete their figures", async () => {
    const lena = as(rulesEnv()).user("lena");
    await assertFails(lena.doc("creatorDays/lena_2026-03-03").set(day("lena", 500)));
    await assertFails(lena.doc(LENA_DAY).update({ "products.prod_a.units": 500 }));
    await assertFails(lena.doc(LENA_DAY).set(day("lena", 500)));
    await assertFails(lena.doc(LENA_DAY).delete());
    await assertFails(as(rulesEnv()).user("jonas").doc(LENA_DAY).delete());
  });

  it("an admin's browser is refused too: the figures are the server's alone", async () => {
    const admin = as(rulesEnv()).admin();
    await assertFails(admin.doc(LENA_DAY).get());
    await assertFails(admin.collection("creatorDays").limit(50).get());
    await assertFails(admin.doc(LENA_DAY).update({ "products.prod_a.revenueCents": 0 }));
    await assertFails(admin.doc(LENA_DAY).delete());
  });

  it("the same documents are readable with the rules off (the server's Admin SDK), so the refusals are the rules'", async () => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().doc(LENA_DAY).get());
    });
  });
});
