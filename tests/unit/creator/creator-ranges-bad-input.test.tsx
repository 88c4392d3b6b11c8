import { fireEvent, screen } from "@testing-library/react";
import { PerformanceView } from "@/components/creator/performance-view";
import { addDays, viennaDay, type DayRange } from "@/lib/creator/vienna-days";
import { presetRange } from "@/lib/creator/performance-ranges";
import type { Performance } from "@/lib/creator/performance";
import { noBreakdown } from "@/lib/payments/sale-breakdown";
import { renderWithProviders } from "../render";
import { expectFieldMessage } from "../bad-input-rows";
import { formatDay } from "@/lib/utils/format";

const api = vi.hoisted(() => ({ fetchPerformance: vi.fn(), downloadPerformanceCsv: vi.fn() }));
vi.mock("@/lib/api/creator", () => api);

// A published course with no sales: the figures render without the chart, whose code is beside the point here.
const figures = (range: DayRange): Performance => ({
  range,
  totals: { units: 0, enrolments: 0, rating: 0, reviewCount: 0, ...noBreakdown() },
  products: [{ productId: "soil", title: "Soil Health", state: "approved", units: 0, enrolments: 0, rating: 0, reviewCount: 0, ...noBreakdown() }],
  days: [],
  weeks: [],
});

beforeEach(() => {
  api.fetchPerformance.mockReset().mockImplementation(async (range: DayRange) => figures(range));
  api.downloadPerformanceCsv.mockReset().mockResolvedValue(undefined);
});

const today = viennaDay(new Date());
const FORMAT = "Choose a start and an end date (YYYY-MM-DD).";

async function choose(from: string, to: string) {
  const { user } = renderWithProviders(<PerformanceView />);
  await screen.findByText("No sales in this period");
  // A date field takes a whole value at once; one it cannot hold is left empty, as in a browser.
  fireEvent.change(screen.getByLabelText("From"), { target: { value: from } });
  fireEvent.change(screen.getByLabelText("To"), { target: { value: to } });
  await user.click(screen.getByRole("button", { name: "Show period" }));
}

describe("the custom period of the performance page with bad input", () => {
  it.each([
    ["no start date", "", "2025-01-31", "", FORMAT],
    ["no end date", "2025-01-01", "", "2025-01-01", FORMAT],
    ["a day-first date the field cannot hold", "31/01/2025", "2025-02-28", "", FORMAT],
    ["30 February", "2025-02-30", "2025-03-31", "", FORMAT],
    ["a five-digit year", "10000-01-01", "10000-01-31", null, FORMAT],
    ["an end before the start", "2025-03-10", "2025-03-01", "2025-03-10", "The start date must be on or before the end date."],
    ["367 days", "2024-01-01", "2025-01-01", "2024-01-01", "Choose at most 366 days."],
    ["a period starting tomorrow", addDays(today, 1), addDays(today, 7), addDays(today, 1), "Choose a start date on or before today."],
    ["a period in the year 2999", "2999-01-01", "2999-01-31", "2999-01-01", "Choose a start date on or before today."],
  ])("refuses %s beside both dates and loads nothing new", async (_row, from, to, keptFrom, message) => {
    await choose(from, to);
    for (const label of ["From", "To"]) expectFieldMessage(screen.getByLabelText(label), message);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    if (keptFrom !== null) expect(screen.getByLabelText("From")).toHaveValue(keptFrom);
    expect(api.fetchPerformance).toHaveBeenCalledTimes(1);
    const last30 = presetRange(30);
    expect(screen.getByText(`${formatDay(last30.from)} to ${formatDay(last30.to)}, both days included`, { exact: false })).toBeVisible();
    expect(screen.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  });

  it.each([
    ["a single day", "2025-01-01", "2025-01-01"],
    ["exactly 366 days", "2024-01-01", "2024-12-31"],
    ["a period running on past today", addDays(today, -3), addDays(today, 3)],
  ])("loads %s", async (_row, from, to) => {
    await choose(from, to);
    await vi.waitFor(() => expect(api.fetchPerformance).toHaveBeenLastCalledWith({ from, to }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("From")).not.toHaveAttribute("aria-invalid");
  });

  it("clears the message when a preset is chosen instead", async () => {
    await choose("2025-03-10", "2025-03-01");
    fireEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("To")).not.toHaveAttribute("aria-invalid");
    await vi.waitFor(() => expect(api.fetchPerformance).toHaveBeenLastCalledWith(presetRange(7)));
  });
});
