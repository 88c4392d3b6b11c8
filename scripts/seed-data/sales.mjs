// Recent demo sales for /dashboard and /dashboard/performance (issue #6). Dates are whole days
// before the day the seed runs (Vienna calendar), at 11:00 UTC (12:00 or 13:00 in Vienna, so
// the same calendar day there): the presets "last 7/30/90 days" always show the same figures
// on the day of seeding, and running the seed twice on one day writes the same documents.
// Buyers are anonymous demo students without sign-ins; the demo accounts' libraries stay as
// the e2e tests expect them.

const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" });

/** 11:00 UTC on the Vienna day `daysAgo` days before `now`'s Vienna day. */
export function saleDate(daysAgo, now = new Date()) {
  const [year, month, day] = DAY_FORMAT.format(now).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day - daysAgo, 11));
}

/**
 * One order each: who bought (a demo student), how many days ago, which products (by slug), and
 * how it ended. Never today (daysAgo 0), so no sale lies in the future when seeding in the morning.
 * Days 6/7, 29/30 and 89/90 sit on the presets' edges on purpose.
 */
export const sales = [
  { student: 1, daysAgo: 1, slugs: ["life-cycle-assessment-in-practice"], status: "paid" },
  { student: 2, daysAgo: 2, slugs: ["integrated-water-resources-management"], status: "paid" },
  // Two products, only one of them the demo creator's: she earns from that one only.
  { student: 3, daysAgo: 3, slugs: ["csrd-and-esrs-reporting-essentials", "solar-and-wind-grid-integration"], status: "paid" },
  { student: 4, daysAgo: 5, slugs: ["biodiversity-monitoring-edna-camera-traps"], status: "paid" },
  // Paid, then refunded: earns nothing and grants nothing.
  { student: 5, daysAgo: 6, slugs: ["soil-health-indicators"], status: "refunded", refundedDaysAgo: 4 },
  { student: 6, daysAgo: 7, slugs: ["life-cycle-assessment-in-practice"], status: "paid" },
  { student: 7, daysAgo: 12, slugs: ["integrated-water-resources-management", "ghg-protocol-scopes-workbook"], status: "paid" },
  // Abandoned at the payment page: never counted.
  { student: 8, daysAgo: 10, slugs: ["csrd-and-esrs-reporting-essentials"], status: "pending" },
  { student: 9, daysAgo: 15, slugs: ["climate-adaptation-for-cities"], status: "paid" },
  { student: 10, daysAgo: 20, slugs: ["sustainable-urban-mobility-planning-toolkit"], status: "paid" },
  { student: 11, daysAgo: 29, slugs: ["biodiversity-monitoring-edna-camera-traps"], status: "paid" },
  { student: 12, daysAgo: 30, slugs: ["csrd-and-esrs-reporting-essentials"], status: "paid" },
  { student: 13, daysAgo: 45, slugs: ["life-cycle-assessment-in-practice"], status: "paid" },
  { student: 14, daysAgo: 60, slugs: ["integrated-water-resources-management"], status: "paid" },
  { student: 15, daysAgo: 75, slugs: ["climate-adaptation-for-cities", "soil-health-indicators"], status: "paid" },
  { student: 16, daysAgo: 89, slugs: ["ghg-protocol-scopes-workbook"], status: "paid" },
  { student: 17, daysAgo: 90, slugs: ["life-cycle-assessment-in-practice"], status: "paid" },
];

/** Free enrolments (no order): they count as enrolments, never as sales. */
export const freeEnrolments = [{ student: 18, daysAgo: 4, slug: "carbon-pricing-and-policy-instruments" }];

export const studentUid = (number) => `demo-student-${String(number).padStart(2, "0")}`;

/**
 * What /dashboard/performance shows for the presets on the day of seeding (in cents: the price
 * learners paid, and the creator's own share, which is what the payout ledger pays). Worked out by
 * hand from the table above and the shares listed under expectedPayouts, so the e2e and the db
 * test check the app against numbers nobody computed with the app's code:
 * - creator@verdant.test: LCA 16.16, CSRD 51.51, Climate 22.71, GHG 8.30, Soil 6.34 at 100 %;
 *   Water 13.61 at 70 %; Biodiversity 6.45 at 50 % (the lead's odd cent).
 * - cocreator@verdant.test: Water 5.82 at 30 %; Biodiversity 6.44 at 50 %; Solar 25.98 and
 *   Urban Mobility 9.62 at 100 %.
 * No seeded sale is dated today, so "the last N days up to yesterday" has the same figures as the
 * N-day preset; an e2e uses that range, which purchases made by other specs today cannot change.
 */
export const expectedPerformance = {
  creator: {
    last7: { units: 4, grossCents: 15397, yourShareCents: 8773, enrolments: 5 },
    last30: { units: 9, grossCents: 27692, yourShareCents: 15496, enrolments: 10 },
    last90: { units: 15, grossCents: 46887, yourShareCents: 27359, enrolments: 16 },
  },
  cocreator: {
    last7: { units: 3, grossCents: 8997, yourShareCents: 3824, enrolments: 3 },
    last30: { units: 6, grossCents: 15494, yourShareCents: 6012, enrolments: 6 },
    last90: { units: 7, grossCents: 18493, yourShareCents: 6594, enrolments: 7 },
  },
};

/**
 * What /dashboard/payouts shows at 11:00 UTC on the day of seeding (cents), worked out by hand.
 * Each item earns its creators 80 % of the price less 20 % VAT and the 1.5 % + 0.25 card fee
 * (docs/decisions/0069-creator-payouts.md): LCA 24.99 → 16.16, CSRD 79.00 → 51.51, Climate 34.99 →
 * 22.71, GHG 12.99 → 8.30, Soil 9.99 → 6.34, Solar 39.99 → 25.98, Urban Mobility 14.99 → 9.62,
 * Water 29.99 → 19.43 (70/30: 13.61 + 5.82, the odd cent to the lead), Biodiversity 19.99 →
 * 12.89 (50/50: 6.45 + 6.44). A share is on hold for 30 days after payment (2 minutes after
 * the order, so the 30-day-old sale frees up at 11:02). Available: the sales 45–90 days ago and
 * the demo accounts' purchases of 2025 (products' `buyers`); the refunded sale is reversed.
 * - creator: on hold 1, 2, 3, 5, 7, 12 (two items), 15, 29 and 30 days ago = 206.47; available
 *   45–90 days ago 83.28 + buyers (LCA 4, Soil 2, Water 2, Climate 2, Biodiversity 2, GHG 1,
 *   CSRD 3) 325.69 = 408.97.
 * - cocreator: on hold Water 2 and 12, Solar 3, Biodiversity 5 and 29, Urban Mobility 20 days
 *   ago = 60.12; available Water 60 days ago 5.82 + buyers (Water 2, Solar 1, Biodiversity 2,
 *   Urban Mobility 1) 60.12 = 65.94.
 */
export const expectedPayouts = {
  creator: { onHoldCents: 20647, availableCents: 40897, paidCents: 0, reversedCents: 634 },
  cocreator: { onHoldCents: 6012, availableCents: 6594, paidCents: 0, reversedCents: 0 },
};

/**
 * The demo creator's latest sale, first in "Latest sales" on /dashboard, and in Payouts: 24.99
 * less 20 % VAT 4.17 (24.99 / 6 = 4.165) and the card fee 0.62 (0.37 + 0.25) is 20.20, of which
 * the platform keeps 4.04 and the creator, alone on the course, 16.16.
 */
export const expectedLatestSale = {
  creator: {
    title: "Life Cycle Assessment in Practice",
    money: { grossCents: 2499, vatCents: 417, cardFeeCents: 62, netCents: 2020, commissionCents: 404, othersCents: 0, yourShareCents: 1616 },
  },
};

/** An unanswered question, so "Questions waiting for your answer" on /dashboard is not empty. */
export const waitingQuestion = {
  id: "q_demoWaiting01",
  slug: "life-cycle-assessment-in-practice",
  userKey: "reviewer1",
  text: "Does the course cover consequential LCA, or only the attributional approach?",
  createdOn: "2025-10-02T08:15:00.000Z",
};
