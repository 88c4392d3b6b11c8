import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

const base = "descriptive/university/universities";
const university = `${base}/uni_boku`;
const parts = {
  degree: `${university}/degrees/deg_msc`,
  course: `${university}/courses/course_lca`,
  section: `${university}/sections/sec_goal`,
};

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), university, { shortName: "BOKU", name: "BOKU University, Vienna" });
  await seedDoc(rulesEnv(), parts.degree, { name: "MSc Environmental Sciences", level: "master" });
  await seedDoc(rulesEnv(), parts.course, { name: "Life Cycle Assessment", code: "LCA-501", degreeIds: ["deg_msc"] });
  await seedDoc(rulesEnv(), parts.section, { name: "Goal and scope definition", courseId: "course_lca" });
  await seedDoc(rulesEnv(), `${university}/budget/2025`, { amount: 1_000_000 });
});

const callers = [
  ["a visitor", () => as(rulesEnv()).visitor()],
  ["a signed-in user", () => as(rulesEnv()).user("lena")],
  ["an admin", () => as(rulesEnv()).admin()],
] as const;

describe("descriptive/university/universities reads", () => {
  it.each(callers)("%s reads universities, degrees, courses and sections, one by one and as lists", async (_, caller) => {
    const db = caller();
    await assertSucceeds(db.doc(university).get());
    await assertSucceeds(db.collection(base).get());
    for (const path of Object.values(parts)) await assertSucceeds(db.doc(path).get());
    for (const name of ["degrees", "courses", "sections"]) await assertSucceeds(db.collection(`${university}/${name}`).get());
  });

  it.each(callers)("%s reads no other subcollection of a university", async (_, caller) => {
    const db = caller();
    await assertFails(db.doc(`${university}/budget/2025`).get());
    await assertFails(db.collection(`${university}/budget`).get());
  });
});

describe("descriptive/university/universities writes", () => {
  // Admins included: the server writes university data (app/api/admin/uni-data), never the browser.
  it.each(callers)("%s cannot create, change or delete university data from the browser", async (_, caller) => {
    const db = caller();
    await assertFails(db.doc(`${base}/uni_new`).set({ shortName: "NEW", name: "New University" }));
    await assertFails(db.doc(university).update({ name: "Renamed" }));
    await assertFails(db.doc(university).delete());
    for (const path of Object.values(parts)) {
      await assertFails(db.doc(path).update({ name: "Changed" }));
      await assertFails(db.doc(path).delete());
    }
    await assertFails(db.doc(`${university}/courses/course_new`).set({ name: "New course", code: "NEW-1", degreeIds: [] }));
    await assertFails(db.doc(`${university}/budget/2026`).set({ amount: 1 }));
  });
});
