import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { Timestamp } from "firebase-admin/firestore";
import { rebuildCreatorDays } from "@/lib/creator/rebuild-creator-days";
import { adminDb } from "@/lib/firebase/server";
import { noBreakdown, type BreakdownCents } from "@/lib/payments/sale-breakdown";
import { PROJECT_ID, registerRulesEnv } from "../rules/rules-env";

// The backfill (scripts/backfill-creator-days.ts, and the seed) recomputes creatorDays from the
// orders and relations and overwrites them: what was stored before, right or wrong, does not matter.
const rulesEnv = registerRulesEnv();
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const water = { productId: "prod_water", title: "Water", price: 29.99, creators: ["lena", "jonas"], payout: [70, 30] };
const soil = { productId: "prod_soil", title: "Soil", price: 9.99, creators: ["lena"], payout: [100] };
const order = (id: string, createdOn: string, status: string, items: Record<string, unknown>[], vat: Record<string, unknown> = {}) =>
  adminDb()
    .doc(`orders/${id}`)
    .set({ uid: `buyer-${id}`, items, creatorIds: [...new Set(items.flatMap((item) => (item.creators as string[] | undefined) ?? []))], total: 1, currency: "EUR", status, provider: "local", createdOn: at(createdOn), ...vat });
const relation = (uid: string, productId: string, createdOn: string, extra: Record<string, unknown> = {}) =>
  adminDb().doc(`userProductRelations/${uid}_${productId}`).set({ uid, productId, source: "purchase", orderId: null, createdOn: at(createdOn), ...extra });
const stored = async () => Object.fromEntries((await adminDb().collection("creatorDays").get()).docs.map((doc) => [doc.id, doc.data()]));
/** A day's product figures as stored before the breakdown: a share of the gross price. */
const oldFigures = (units: number, revenueCents: number, enrolments: number, title = "") => ({ units, revenueCents, enrolments, title });
const figures = (units: number, enrolments: number, title: string, money: Partial<BreakdownCents> = {}) => ({ units, enrolments, title, ...noBreakdown(), ...money });
// Soil 9.99 at 20 %: VAT 1.67, card fee 0.40, net 7.92, the creator's 80 % 6.34.
const soilSale = { grossCents: 999, vatCents: 167, cardFeeCents: 40, netCents: 792, commissionCents: 158, othersCents: 0, yourShareCents: 634 };
// Water 29.99 twice, once at Austria's 20 % (VAT 5.00, net 24.29, creators 19.43 split 13.61/5.82)
// and once to Germany at 19 % (VAT 4.79, net 24.50, creators 19.60 split 13.72/5.88).
const waterTwice = { grossCents: 5998, vatCents: 979, cardFeeCents: 140, netCents: 4879, commissionCents: 976 };

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await adminDb().doc("products/prod_water").set({ title: "Water", creators: ["lena", "jonas"], payout: [70, 30], state: "approved" });
  await adminDb().doc("products/prod_soil").set({ title: "Soil", creators: ["lena"], payout: [100], state: "approved" });
  await order("o_midnight", "2026-03-01T23:30:00Z", "paid", [water, soil]); // 2 March in Vienna
  await order("o_noon", "2026-03-02T11:00:00Z", "paid", [water], { country: "DE", vatPercent: 19 });
  await order("o_refunded", "2026-03-02T12:00:00Z", "refunded", [water]);
  await order("o_pending", "2026-03-02T12:30:00Z", "pending", [soil]);
  await order("o_old", "2026-03-02T13:00:00Z", "paid", [{ productId: "prod_soil", title: "Soil", price: 9.99 }]); // before issue #6: no split
  await relation("b1", "prod_water", "2026-03-02T10:00:00Z"); // counts for the product's creators now
  await relation("b2", "prod_water", "2026-03-02T22:59:59Z", { creatorIds: ["jonas"] }); // 23:59:59 in Vienna, credited to jonas alone
  await relation("b3", "prod_soil", "2026-03-03T09:00:00Z", { source: "free" });
  // Stored before: a wrong figure on a day with sales, and a day nothing supports any more.
  await adminDb().doc("creatorDays/lena_2026-03-02").set({ uid: "lena", day: "2026-03-02", products: { prod_water: oldFigures(99, 99, 99, "Water"), prod_gone: oldFigures(1, 1, 1, "Gone") } });
  await adminDb().doc("creatorDays/lena_2026-02-01").set({ uid: "lena", day: "2026-02-01", products: { prod_water: oldFigures(1, 2099, 0, "Water") } });
});

it("recomputes every creator's days from paid orders (at each order's VAT rate) and relations, overwriting old-shaped and deleting unsupported days", async () => {
  await expect(rebuildCreatorDays(adminDb())).resolves.toEqual({ days: 3, written: 3, deleted: 1 });
  expect(await stored()).toEqual({
    "lena_2026-03-02": {
      uid: "lena",
      day: "2026-03-02",
      products: { prod_water: figures(2, 1, "Water", { ...waterTwice, othersCents: 582 + 588, yourShareCents: 1361 + 1372 }), prod_soil: figures(1, 0, "Soil", soilSale) },
    },
    "jonas_2026-03-02": { uid: "jonas", day: "2026-03-02", products: { prod_water: figures(2, 2, "Water", { ...waterTwice, othersCents: 1361 + 1372, yourShareCents: 582 + 588 }) } },
    "lena_2026-03-03": { uid: "lena", day: "2026-03-03", products: { prod_soil: figures(0, 1, "") } },
  });
});

it("writes the same documents when run again", async () => {
  const first = await stored();
  await expect(rebuildCreatorDays(adminDb())).resolves.toEqual({ days: 2, written: 3, deleted: 0 });
  expect(await stored()).toEqual(first);
});

it("runs as a script against a named project, and a dry run writes nothing", async () => {
  await adminDb().doc("creatorDays/lena_2026-03-02").set({ uid: "lena", day: "2026-03-02", products: {} });
  const run = (...args: string[]) => promisify(execFile)("node", ["--import", "tsx", "scripts/backfill-creator-days.ts", ...args], { env: process.env });
  const dry = await run("--project", PROJECT_ID, "--dry-run");
  expect(dry.stdout).toContain("Done: 2 days, 3 creator days written, 0 deleted.");
  expect((await stored())["lena_2026-03-02"]?.products).toEqual({});
  await run("--project", PROJECT_ID);
  expect((await stored())["lena_2026-03-02"]?.products).toMatchObject({ prod_soil: figures(1, 0, "Soil", soilSale) });
  await expect(run()).rejects.toMatchObject({ code: 2 });
  // Three processes, each starting tsx's loader (decision 0220).
}, 45_000);
