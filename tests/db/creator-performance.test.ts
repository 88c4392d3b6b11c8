import { Timestamp } from "firebase-admin/firestore";
import { GET as overviewRoute } from "@/app/api/creator/overview/route";
import { GET as performanceRoute } from "@/app/api/creator/performance/route";
import type { CreatorOverview } from "@/lib/creator/overview";
import { creatorOverview } from "@/lib/creator/overview.server";
import { addDays, presetRange, type Performance } from "@/lib/creator/performance";
import { creatorPerformance } from "@/lib/creator/performance.server";
import { adminDb } from "@/lib/firebase/server";
import { seed } from "@/scripts/seed.mjs";
import { expectedLatestSale, expectedPerformance } from "@/scripts/seed-data/sales.mjs";
import { users } from "@/scripts/seed-data/users.mjs";
import { registerRulesEnv } from "../rules/rules-env";

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const rulesEnv = registerRulesEnv();
const CREATOR = users.creator.uid;
const COCREATOR = users.cocreator.uid;
const presets = { last7: 7, last30: 30, last90: 90 } as const;
const tokens: Record<string, string> = {};

async function idToken(email: string, password: string): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

const get = (route: (request: Request) => Promise<Response>, who: string | null, query = "") =>
  route(new Request(`http://localhost/api/creator/x${query}`, { headers: who ? { Authorization: `Bearer ${tokens[who]}` } : {} }));
const rangeQuery = (days: number, extra = "") => {
  const { from, to } = presetRange(days);
  return `?from=${from}&to=${to}${extra}`;
};

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await seed({ quiet: true });
  for (const key of ["creator", "cocreator", "fresh"] as const) tokens[key] = await idToken(users[key].email, users[key].password);
}, 60_000);
// Later files count what they wrote themselves: leave nothing behind.
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

describe("a creator's performance from the seeded orders", () => {
  it.each(Object.entries(presets))("matches the hand-worked figures of the demo creator for %s", async (name, days) => {
    const result = await creatorPerformance(CREATOR, presetRange(days));
    expect(result.totals).toMatchObject(expectedPerformance.creator[name as keyof typeof presets]);
  });

  it.each(Object.entries(presets))("gives the co-creator their own share of the same orders for %s", async (name, days) => {
    const result = await creatorPerformance(COCREATOR, presetRange(days));
    expect(result.totals).toMatchObject(expectedPerformance.cocreator[name as keyof typeof presets]);
  });

  it("splits a co-created product's revenue 70/30 to the cent", async () => {
    const [creator, cocreator] = await Promise.all([creatorPerformance(CREATOR, presetRange(7)), creatorPerformance(COCREATOR, presetRange(7))]);
    const water = (result: Performance) => result.products.find((product) => product.title === "Integrated Water Resources Management");
    expect(water(creator)).toMatchObject({ units: 1, revenueCents: 2099 });
    expect(water(cocreator)).toMatchObject({ units: 1, revenueCents: 900 });
  });

  it("gives someone without products zeros, though others sold plenty", async () => {
    const result = await creatorPerformance(users.fresh.uid, presetRange(90));
    expect(result.totals).toEqual({ units: 0, revenueCents: 0, enrolments: 0, rating: 0, reviewCount: 0 });
    expect(result.products).toEqual([]);
  });
});

describe("GET /api/creator/performance", () => {
  it("refuses a visitor with 401", async () => {
    const response = await get(performanceRoute, null, rangeQuery(7));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "auth/unauthenticated" });
  });

  it("answers the signed-in creator with their own figures", async () => {
    const response = await get(performanceRoute, "creator", rangeQuery(30));
    expect(response.status).toBe(200);
    expect(((await response.json()) as Performance).totals).toMatchObject(expectedPerformance.creator.last30);
  });

  it("refuses a reversed or malformed range with 400 and a readable message", async () => {
    for (const query of ["?from=2026-05-02&to=2026-05-01", "?from=yesterday&to=today", "", `${rangeQuery(7)}&format=xls`]) {
      const response = await get(performanceRoute, "creator", query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error.length, query).toBeGreaterThan(10);
    }
  });

  it("refuses a period that has not begun instead of answering it with zeros", async () => {
    const tomorrow = addDays(presetRange(1).to, 1);
    const response = await get(performanceRoute, "creator", `?from=${tomorrow}&to=${addDays(tomorrow, 6)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "performance/invalid-range", error: "Choose a start date on or before today." });
  });

  it("downloads CSV with the creator's totals", async () => {
    const response = await get(performanceRoute, "creator", rangeQuery(7, "&format=csv"));
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="verdant-performance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { units, revenueCents, enrolments } = expectedPerformance.creator.last7;
    expect(await response.text()).toContain(`"Total","","","${units}","${(revenueCents / 100).toFixed(2)}","${enrolments}"`);
  });

  it("gives a signed-in non-creator zeros", async () => {
    const response = await get(performanceRoute, "fresh", rangeQuery(90));
    expect(((await response.json()) as Performance).totals.units).toBe(0);
  });
});

describe("the creator overview", () => {
  it("lists every product of the creator with its state, and the reason of a rejection", async () => {
    const overview = await creatorOverview(CREATOR);
    const states = overview.products.map((product) => product.state);
    expect(states).toContain("pending");
    expect(states).toContain("approved");
    const rejected = overview.products.find((product) => product.state === "rejected");
    expect(rejected?.rejectionReason.length).toBeGreaterThan(40);
    expect(overview.products.filter((product) => product.state !== "rejected").every((product) => product.rejectionReason === "")).toBe(true);
    expect(overview.products.some((product) => product.title === "Solar and Wind Grid Integration")).toBe(false);
  });

  it("shows the latest sold items with the creator's share, paid orders only", async () => {
    const { sales } = await creatorOverview(CREATOR);
    expect(sales).toHaveLength(10);
    expect(sales[0]).toMatchObject(expectedLatestSale.creator);
    expect(sales.map((sale) => sale.title)).not.toContain("Solar and Wind Grid Integration");
    // The refunded Soil Health order six days ago is not a sale.
    expect(sales.slice(0, 5).map((sale) => sale.title)).not.toContain("Soil Health Indicators");
    const { sales: cocreatorSales } = await creatorOverview(COCREATOR);
    expect(cocreatorSales.find((sale) => sale.title === "Integrated Water Resources Management")?.shareCents).toBe(900);
  });

  it("lists the unanswered question on the creator's product with a link target", async () => {
    const { questions } = await creatorOverview(CREATOR);
    expect(questions).toEqual([expect.objectContaining({ productTitle: "Life Cycle Assessment in Practice", authorName: "Sofia L.", text: expect.stringContaining("consequential LCA") })]);
    expect((await creatorOverview(COCREATOR)).questions).toEqual([]);
  });

  it("is empty for someone without products, and refuses a visitor", async () => {
    const response = await get(overviewRoute, "fresh");
    expect((await response.json()) as CreatorOverview).toEqual({ products: [], sales: [], questions: [] });
    expect((await get(overviewRoute, null)).status).toBe(401);
  });
});

describe("figures from hand-written orders", () => {
  const LEAD = "fixture-lead";
  const PARTNER = "fixture-partner";
  const item = (creators: string[], payout: number[]) => ({ productId: "prod_fixture", title: "Fixture Course", price: 10.01, creators, payout });
  const order = (id: string, createdOn: string, status: string, creators = [LEAD, PARTNER], payout = [60, 40]) =>
    adminDb()
      .doc(`orders/${id}`)
      .set({ uid: "someone", items: [item(creators, payout)], creatorIds: creators, total: 10.01, currency: "EUR", status, provider: "local", createdOn: Timestamp.fromDate(new Date(createdOn)) });

  beforeAll(async () => {
    await adminDb().doc("products/prod_fixture").set({ title: "Fixture Course", state: "approved", creators: [LEAD, PARTNER], payout: [60, 40], price: 10.01, rating: { stars: 4, count: 1, total: 4 } });
    await order("o_midnight", "2026-03-01T23:30:00Z", "paid"); // 00:30 on 2 March in Vienna
    await order("o_noon", "2026-03-02T11:00:00Z", "paid");
    await order("o_next_day", "2026-03-02T23:00:00Z", "paid"); // 00:00 on 3 March
    await order("o_refunded", "2026-03-02T12:00:00Z", "refunded");
    await order("o_failed", "2026-03-02T12:30:00Z", "failed");
    // Sold while the partner alone made the course: the lead joined later and earns nothing from it.
    await order("o_before_lead", "2026-03-02T13:00:00Z", "paid", [PARTNER], [100]);
    await adminDb().doc("userProductRelations/granted_prod_fixture").set({ uid: "granted", productId: "prod_fixture", source: "grant", createdOn: Timestamp.fromDate(new Date("2026-03-02T05:00:00Z")) });
  });

  it("counts exactly the paid orders of that Vienna day, at each creator's share", async () => {
    const day = { from: "2026-03-02", to: "2026-03-02" };
    // 10.01 × 60 % = 6.006 and × 40 % = 4.004: the odd cent goes to the larger remainder (the lead).
    expect((await creatorPerformance(LEAD, day)).totals).toEqual({ units: 2, revenueCents: 1202, enrolments: 1, rating: 4, reviewCount: 1 });
    expect((await creatorPerformance(PARTNER, day)).totals).toMatchObject({ units: 3, revenueCents: 400 + 400 + 1001, enrolments: 1 });
    expect((await creatorPerformance(LEAD, { from: "2026-03-03", to: "2026-03-03" })).totals).toMatchObject({ units: 1, revenueCents: 601, enrolments: 0 });
  });
});
