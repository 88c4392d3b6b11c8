import { screen, within } from "@testing-library/react";
import { OverviewView } from "@/components/creator/overview-view";
import { PayoutsPage } from "@/components/creator/payouts-page";
import { PerformanceView } from "@/components/creator/performance-view";
import { saleFigures, sumByCreatorDay } from "@/lib/creator/creator-days";
import { creatorOverview } from "@/lib/creator/overview.server";
import { presetRange } from "@/lib/creator/performance-ranges";
import { creatorPerformance } from "@/lib/creator/performance.server";
import { availableOnMillis, saleEntries } from "@/lib/payments/payouts/sale-entries";
import { toPayoutEntry } from "@/lib/db/payout-shape";
import type { PayoutsView } from "@/lib/types/payout";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

// Issue 36: one sale showed €24.99 on the dashboard, €16.16 in Payouts and its gross in
// Performance. Here one sale goes through each page's own loader (the stored documents stand in
// for Firestore) and component, and every page must show the very same cents.

const LENA = "lena";
const paidOn = new Date(Date.now() - 86_400_000);
const item = { productId: "water", title: "Water Management", price: 29.99, creators: [LENA, "jonas"], payout: [70, 30] };
// Sold to Germany: 19 % VAT, so the Austrian default would give other cents.
const order = { uid: "buyer", items: [item], total: 29.99, currency: "EUR", status: "paid", provider: "local", sessionId: "cs_1", country: "DE", vatPercent: 19, createdOn: paidOn.toISOString(), paidOn: paidOn.toISOString() };

const db = vi.hoisted(() => ({ days: [] as unknown[] }));
vi.mock("@/lib/db/orders.server", () => ({ latestPaidOrdersOf: () => ({ get: async () => ({ docs: [{ id: "order_1", data: () => order }] }) }) }));
vi.mock("@/lib/db/questions.server", () => ({ unansweredQuestions: () => ({ get: async () => ({ docs: [] }) }) }));
vi.mock("@/lib/db/products.server", () => ({
  productsOfCreator: async () => [
    { id: "water", title: "Water Management", type: "video_courses", state: "approved", rejectionReason: "", price: 29.99, free: false, participants: 1, lastUpdated: paidOn.toISOString(), rating: { stars: 0, count: 0, total: 0 } },
  ],
}));
// The day documents as the webhook's increments leave them.
vi.mock("@/lib/creator/day-figures.server", () => ({ readCreatorDays: async () => db.days }));
const api = vi.hoisted(() => ({ fetchCreatorOverview: vi.fn(), fetchPerformance: vi.fn(), downloadPerformanceCsv: vi.fn() }));
vi.mock("@/lib/api/creator", () => ({ ...api, fetchPayouts: vi.fn(), startOnboarding: vi.fn(), payOutNow: vi.fn() }));
vi.mock("@/lib/db/payouts", () => ({ readMorePayoutEntries: vi.fn() }));

/** What crosses the wire: JSON, as the routes answer. */
const wire = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The amounts of the "How is this calculated?" disclosure about `subject`, and its closing sentence. */
function breakdownOn(subject: RegExp) {
  const summary = screen.getByText((_, element) => element?.tagName === "SUMMARY" && subject.test(element.textContent ?? ""));
  const details = summary.closest("details")!;
  return { amounts: [...details.querySelectorAll("dd")].map((dd) => dd.textContent), note: details.querySelector("p")!.textContent };
}

beforeEach(async () => {
  db.days = sumByCreatorDay(saleFigures(order))
    .filter((day) => day.uid === LENA)
    .map(({ day, products }) => ({ day, products }));
  api.fetchCreatorOverview.mockResolvedValue(wire(await creatorOverview(LENA)));
  api.fetchPerformance.mockImplementation(async (range) => wire(await creatorPerformance(LENA, range)));
  const [entry] = saleEntries("order_1", order.items, [], order.vatPercent).filter((each) => each.fields.uid === LENA);
  const stored = { ...entry!.fields, createdOn: order.paidOn, availableOn: new Date(availableOnMillis(paidOn.getTime())).toISOString() };
  const view: PayoutsView = { connection: null, provider: "local", balance: { pending: stored.amount, available: 0, paid: 0 }, entries: [toPayoutEntry(entry!.id, stored)], entriesNext: null };
  const { fetchPayouts } = await import("@/lib/api/creator");
  vi.mocked(fetchPayouts).mockResolvedValue(wire(view));
});

describe("one sale, the same money on the dashboard, Payouts and Performance", { timeout: 20_000 }, () => {
  // 29.99 less German VAT 4.79 and the card fee 0.70 is 24.50; the platform keeps 4.90, the
  // co-creator 30 % of the creators' 19.60 (5.88), and Lena 13.72.
  const amounts = ["€29.99", "−€4.79", "−€0.70", "€24.50", "−€4.90", "−€5.88", "€13.72"];

  it("leads with the creator's share and explains it in the same cents on every page", async () => {
    const dashboard = renderWithProviders(<OverviewView />);
    expect(await screen.findByRole("list", { name: "Latest sales" })).toHaveTextContent("your share €13.72");
    const onDashboard = breakdownOn(/How is this calculated\? \(Water Management/);
    expect(onDashboard.amounts).toEqual(amounts);
    expect(screen.getByText("VAT (19 %)")).toBeInTheDocument();
    expect(screen.getByText("Your share (70 % of the creators' 80 %)")).toBeInTheDocument();
    dashboard.unmount();

    const payouts = renderWithProviders(<PayoutsPage />, { preloadedState: signedInAs(aSession({ uid: LENA })) });
    const row = within(await screen.findByRole("list", { name: "Latest payout entries" })).getByRole("listitem");
    expect(row).toHaveTextContent("€13.72");
    expect(row).toHaveTextContent("your share (70 %)");
    const inPayouts = breakdownOn(/How is this calculated\? \(Water Management/);
    expect(inPayouts).toEqual(onDashboard);
    expect(inPayouts.note).toMatch(/^Held until \d+ \w+ \d{4} in case of a refund/);
    payouts.unmount();

    renderWithProviders(<PerformanceView />);
    expect((await screen.findByText("Your share", { selector: "dt" })).nextElementSibling).toHaveTextContent("€13.72");
    expect(within(screen.getByRole("table", { name: /Figures per product/ })).getByRole("row", { name: /Water Management/ })).toHaveTextContent("€13.72");
    expect(breakdownOn(/your share in this period/).amounts).toEqual(amounts);
    expect(api.fetchPerformance).toHaveBeenCalledWith(presetRange(30));
  });
});
