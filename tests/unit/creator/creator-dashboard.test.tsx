import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OverviewView } from "@/components/creator/overview-view";
import { PerformanceView } from "@/components/creator/performance-view";
import type { CreatorOverview } from "@/lib/creator/overview";
import { computePerformance, type Performance } from "@/lib/creator/performance";
import { presetRange } from "@/lib/creator/performance-ranges";
import { saleBreakdown } from "@/lib/payments/sale-breakdown";
import { stubFetch } from "../fetch-stub";

// The real fetchAsUser runs; only the signed-in user and the network are stand-ins.
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => ({ currentUser: { getIdToken: async () => "id-token" } }) }));

const fetchMock = stubFetch();

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
/** Every call gets a fresh Response: a body can be read only once. */
const serve = (body: unknown) => fetchMock.mockImplementation(async () => json(body));
/** Types a custom period into From and To and asks for it. */
async function showPeriod(from: string, to: string) {
  for (const [label, value] of [["From", from], ["To", to]] as const) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  await userEvent.click(screen.getByRole("button", { name: "Show period" }));
}
const itemOf = (list: HTMLElement, title: string) => within(list).getAllByRole("listitem").find((item) => item.textContent?.startsWith(title))!;
/** The "Your share" summary card's figure, once the figures are there. */
const revenueCard = async () => (await screen.findByText("Your share", { selector: "dt" })).nextElementSibling;
const calledUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

function figures(range = presetRange(30), withSales = true): Performance {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  return computePerformance(
    "lena",
    range,
    withSales
      ? [
          { orderId: "o1", productId: "water", title: "Water Management", price: 29.99, creators: ["lena", "jonas"], payout: [70, 30], status: "paid", createdOn: yesterday },
          { orderId: "o2", productId: "soil", title: "Soil Health", price: 9.99, creators: ["lena"], payout: [100], status: "paid", createdOn: yesterday },
        ]
      : [],
    [],
    [
      { id: "water", title: "Water Management", state: "approved", rating: { stars: 3.5, count: 2, total: 7 } },
      { id: "soil", title: "Soil Health", state: "approved", rating: { stars: 0, count: 0, total: 0 } },
    ],
  );
}

// Typing dates and lazy chunks take a while on a busy machine.
describe("the performance page", { timeout: 20_000 }, () => {
  it("loads the last 30 days with the user's token and shows the totals, the chart and the product table", async () => {
    serve(figures());
    render(<PerformanceView />);
    const { from, to } = presetRange(30);
    // 70 % of the creators' 19.43 of a 29.99 sale, and all 6.34 of a 9.99 one.
    expect(await revenueCard()).toHaveTextContent("€19.95"); // 13.61 + 6.34
    expect(calledUrls()[0]).toBe(`/api/creator/performance?from=${from}&to=${to}`);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get("Authorization")).toBe("Bearer id-token");
    expect(screen.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
    const table = screen.getByRole("table", { name: /Figures per product/ });
    expect(within(table).getByRole("row", { name: /Water Management/ })).toHaveTextContent("€13.61");
    expect(await screen.findByRole("img", { name: /Your share per day.*€19\.95 in total/ })).toBeInTheDocument();
    expect(screen.getByText(/Conversion is not shown/)).toBeInTheDocument();
    // The totals explained: the two prices less VAT, fees and commission, Jonas's 30 % of Water, Lena's share.
    const explained = screen.getByText("How is this calculated?").closest("details")!;
    expect([...explained.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["€39.98", "−€6.67", "−€1.10", "€32.21", "−€6.44", "−€5.82", "€19.95"]);
  });

  it("shows the empty state when nothing sold, and reloads for a preset", async () => {
    fetchMock.mockResolvedValueOnce(json(figures())).mockResolvedValueOnce(json(figures(presetRange(7), false)));
    render(<PerformanceView />);
    expect(await revenueCard()).toHaveTextContent("€19.95");
    await userEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(await screen.findByText("No sales in this period")).toBeInTheDocument();
    // Nothing to explain: no breakdown of zeros.
    expect(screen.queryByText("How is this calculated?")).not.toBeInTheDocument();
    const { from, to } = presetRange(7);
    expect(calledUrls()[1]).toBe(`/api/creator/performance?from=${from}&to=${to}`);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("refuses a reversed custom range without asking the server", async () => {
    serve(figures());
    render(<PerformanceView />);
    expect(await revenueCard()).toHaveTextContent("€19.95");
    await showPeriod("2026-05-10", "2026-05-01");
    const from = screen.getByLabelText("From");
    expect(screen.getByRole("alert")).toHaveTextContent("The start date must be on or before the end date.");
    expect(from).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for a valid custom range", async () => {
    serve(figures({ from: "2026-05-01", to: "2026-05-10" }, false));
    render(<PerformanceView />);
    await screen.findByText("No sales in this period");
    await showPeriod("2026-05-01", "2026-05-10");
    await waitFor(() => expect(calledUrls()).toContain("/api/creator/performance?from=2026-05-01&to=2026-05-10"));
  });

  it("says when the figures could not be loaded, and retries", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: "creator/failed", error: "No." }, 500)).mockResolvedValueOnce(json(figures()));
    render(<PerformanceView />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your figures could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await revenueCard()).toHaveTextContent("€19.95");
  });

  it("tells someone with no published course and no sales how to start, instead of tables of €0.00", async () => {
    serve({ ...figures(presetRange(30), false), products: [] });
    render(<PerformanceView />);
    expect(await screen.findByRole("heading", { name: "You haven't published a course yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create your first course" })).toHaveAttribute("href", "/dashboard/products/new");
    expect(screen.queryByText("€0.00")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download CSV" })).not.toBeInTheDocument();
    // The period stays: a co-creator who left may look for the sales they made while on a team.
    expect(screen.getByRole("button", { name: "Last 30 days" })).toBeInTheDocument();
  });

  it("shows a published course's zeros when it has not sold yet: that is news, not emptiness", async () => {
    serve(figures(presetRange(30), false));
    render(<PerformanceView />);
    expect(await revenueCard()).toHaveTextContent("€0.00");
    expect(screen.queryByRole("heading", { name: "You haven't published a course yet" })).not.toBeInTheDocument();
  });

  it("downloads the CSV of the shown range with the token", async () => {
    const createObjectURL = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json(figures())).mockResolvedValueOnce(new Response('"Day"\r\n', { headers: { "Content-Type": "text/csv" } }));
    render(<PerformanceView />);
    expect(await revenueCard()).toHaveTextContent("€19.95");
    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    const { from, to } = presetRange(30);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calledUrls()[1]).toBe(`/api/creator/performance?from=${from}&to=${to}&format=csv`);
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get("Authorization")).toBe("Bearer id-token");
    expect(createObjectURL).toHaveBeenCalled();
  });
});

const overview: CreatorOverview = {
  products: [
    { id: "p1", title: "Water Management", type: "video_courses", state: "approved", rejectionReason: "", price: 29.99, free: false, participants: 3, lastUpdated: "2026-01-01T00:00:00Z", revision: null },
    { id: "p2", title: "Spotting Greenwashing", type: "documents", state: "rejected", rejectionReason: "The sources in section 2 are missing.", price: 7.99, free: false, participants: 0, lastUpdated: "2026-01-01T00:00:00Z", revision: null },
    { id: "p3", title: "Flood Risk", type: "documents", state: "pending", rejectionReason: "", price: 0, free: true, participants: 0, lastUpdated: "2026-01-01T00:00:00Z", revision: null },
  ],
  sales: [
    {
      orderId: "o1",
      productId: "p1",
      title: "Water Management",
      soldOn: "2026-03-02T10:00:00Z",
      money: saleBreakdown({ price: 29.99, creators: ["lena", "jonas"], payout: [70, 30] }, "lena", { vatPercent: 20, paidOn: "2026-03-02T10:00:00Z" }),
    },
  ],
  questions: [{ id: "q1", productId: "p1", productTitle: "Water Management", authorName: "Sofia L.", text: "Is there a exam?", createdOn: "2026-03-01T10:00:00Z" }],
};

describe("the dashboard overview", { timeout: 20_000 }, () => {
  it("lists the products with their state, the reason of a rejection and edit links", async () => {
    serve(overview);
    render(<OverviewView />);
    const list = await screen.findByRole("list", { name: "Your products" });
    const rejected = itemOf(list, "Spotting Greenwashing");
    expect(rejected).toHaveTextContent("Rejected");
    expect(rejected).toHaveTextContent("Reason for rejection: The sources in section 2 are missing.");
    expect(within(rejected).getByRole("link", { name: "Edit Spotting Greenwashing" })).toHaveAttribute("href", "/dashboard/products/p2/edit");
    expect(itemOf(list, "Flood Risk")).toHaveTextContent("In review");
    expect(itemOf(list, "Water Management")).not.toHaveTextContent("Reason for rejection");
    expect(screen.getByRole("link", { name: "New course" })).toHaveAttribute("href", "/dashboard/products/new");
    expect(calledUrls()).toEqual(["/api/creator/overview"]);
  });

  it("shows an approved product's open changes on its own row, with their state and any rejection (issue 36)", async () => {
    const [live, ...rest] = overview.products;
    serve({ ...overview, products: [{ ...live!, revision: { state: "rejected", rejectionReason: "Keep the old subtitle." } }, ...rest] });
    render(<OverviewView />);
    const list = await screen.findByRole("list", { name: "Your products" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    const row = itemOf(list, "Water Management");
    expect(row).toHaveTextContent("Changes: Rejected");
    expect(row).toHaveTextContent("Reason your changes were rejected: Keep the old subtitle.");
  });

  it("shows the creator's share of the latest sales and links questions to the product's Q&A", async () => {
    serve(overview);
    render(<OverviewView />);
    expect(await screen.findByRole("list", { name: "Latest sales" })).toHaveTextContent("your share €13.61");
    expect(screen.getByRole("link", { name: "Answer the question on Water Management" })).toHaveAttribute("href", "/products/p1#qa");
  });

  it("welcomes someone without products with a first step and the guides", async () => {
    serve({ products: [], sales: [], questions: [] });
    render(<OverviewView />);
    expect(await screen.findByRole("link", { name: "Create your first course" })).toHaveAttribute("href", "/dashboard/products/new");
    expect(screen.getByRole("link", { name: /guides/ })).toHaveAttribute("href", "/dashboard/guides/general");
    expect(screen.queryByRole("list", { name: "Latest sales" })).not.toBeInTheDocument();
  });

  it("offers a retry when loading failed", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "Your overview could not be loaded. Please try again." }, 503)).mockResolvedValueOnce(json(overview));
    render(<OverviewView />);
    await userEvent.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("list", { name: "Your products" })).toBeInTheDocument();
  });
});
