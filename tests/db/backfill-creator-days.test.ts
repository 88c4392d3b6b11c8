import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { Timestamp } from "firebase-admin/firestore";
import { rebuildCreatorDays } from "@/lib/db/creator-days.mjs";
import { adminDb } from "@/lib/firebase/server";
import { PROJECT_ID, registerRulesEnv } from "../rules/rules-env";

// The backfill (scripts/backfill-creator-days.mjs, and the seed) recomputes creatorDays from the
// orders and relations and overwrites them: what was stored before, right or wrong, does not matter.
const rulesEnv = registerRulesEnv();
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const water = { productId: "prod_water", title: "Water", price: 29.99, creators: ["lena", "jonas"], payout: [70, 30] };
const soil = { productId: "prod_soil", title: "Soil", price: 9.99, creators: ["lena"], payout: [100] };
const order = (id: string, createdOn: string, status: string, items: Record<string, unknown>[]) =>
  adminDb().doc(`orders/${id}`).set({ uid: `buyer-${id}`, items, creatorIds: [...new Set(items.flatMap((item) => (item.creators as string[] | undefined) ?? []))], total: 1, currency: "EUR", status, provider: "local", createdOn: at(createdOn) });
const relation = (uid: string, productId: string, createdOn: string, extra: Record<string, unknown> = {}) =>
  adminDb().doc(`userProductRelations/${uid}_${productId}`).set({ uid, productId, source: "purchase", orderId: null, createdOn: at(createdOn), ...extra });
const stored = async () => Object.fromEntries((await adminDb().collection("creatorDays").get()).docs.map((doc) => [doc.id, doc.data()]));
const figures = (units: number, revenueCents: number, enrolments: number, title = "") => ({ units, revenueCents, enrolments, title });

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await adminDb().doc("products/prod_water").set({ title: "Water", creators: ["lena", "jonas"], payout: [70, 30], state: "approved" });
  await adminDb().doc("products/prod_soil").set({ title: "Soil", creators: ["lena"], payout: [100], state: "approved" });
  await order("o_midnight", "2026-03-01T23:30:00Z", "paid", [water, soil]); // 2 March in Vienna
  await order("o_noon", "2026-03-02T11:00:00Z", "paid", [water]);
  await order("o_refunded", "2026-03-02T12:00:00Z", "refunded", [water]);
  await order("o_pending", "2026-03-02T12:30:00Z", "pending", [soil]);
  await order("o_old", "2026-03-02T13:00:00Z", "paid", [{ productId: "prod_soil", title: "Soil", price: 9.99 }]); // before issue #6: no split
  await relation("b1", "prod_water", "2026-03-02T10:00:00Z"); // counts for the product's creators now
  await relation("b2", "prod_water", "2026-03-02T22:59:59Z", { creatorIds: ["jonas"] }); // 23:59:59 in Vienna, credited to jonas alone
  await relation("b3", "prod_soil", "2026-03-03T09:00:00Z", { source: "free" });
  // Stored before: a wrong figure on a day with sales, and a day nothing supports any more.
  await adminDb().doc("creatorDays/lena_2026-03-02").set({ uid: "lena", day: "2026-03-02", products: { prod_water: figures(99, 99, 99, "Water"), prod_gone: figures(1, 1, 1, "Gone") } });
  await adminDb().doc("creatorDays/lena_2026-02-01").set({ uid: "lena", day: "2026-02-01", products: { prod_water: figures(1, 2099, 0, "Water") } });
});

it("recomputes every creator's days from paid orders and relations, overwriting and deleting what was stored", async () => {
  await expect(rebuildCreatorDays(adminDb())).resolves.toEqual({ days: 3, written: 3, deleted: 1 });
  expect(await stored()).toEqual({
    "lena_2026-03-02": { uid: "lena", day: "2026-03-02", products: { prod_water: figures(2, 2 * 2100, 1, "Water"), prod_soil: figures(1, 999, 0, "Soil") } },
    "jonas_2026-03-02": { uid: "jonas", day: "2026-03-02", products: { prod_water: figures(2, 2 * 899, 2, "Water") } },
    "lena_2026-03-03": { uid: "lena", day: "2026-03-03", products: { prod_soil: figures(0, 0, 1) } },
  });
});

it("writes the same documents when run again", async () => {
  const first = await stored();
  await expect(rebuildCreatorDays(adminDb())).resolves.toEqual({ days: 2, written: 3, deleted: 0 });
  expect(await stored()).toEqual(first);
});

it("runs as a script against a named project, and a dry run writes nothing", async () => {
  await adminDb().doc("creatorDays/lena_2026-03-02").set({ uid: "lena", day: "2026-03-02", products: {} });
  const run = (...args: string[]) => promisify(execFile)("node", ["scripts/backfill-creator-days.mjs", ...args], { env: process.env });
  const dry = await run("--project", PROJECT_ID, "--dry-run");
  expect(dry.stdout).toContain("Done: 2 days, 3 creator days written, 0 deleted.");
  expect((await stored())["lena_2026-03-02"]?.products).toEqual({});
  await run("--project", PROJECT_ID);
  expect((await stored())["lena_2026-03-02"]?.products).toMatchObject({ prod_soil: figures(1, 999, 0, "Soil") });
  await expect(run()).rejects.toMatchObject({ code: 2 });
});
