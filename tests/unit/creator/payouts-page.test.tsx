import { screen, within } from "@testing-library/react";
import { PayoutsPage } from "@/components/creator/payouts-page";
import { readMorePayoutEntries } from "@/lib/db/payouts";
import { HttpError } from "@/lib/http/error";
import { fetchPayouts, payOutNow, startOnboarding } from "@/lib/api/creator";
import type { PayoutEntry, PayoutsView } from "@/lib/types/payout";
import { aSession, signedInAs } from "@/tests/factories/user";
import { creatorStatusLoaded } from "@/store/user-slice";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/creator", () => ({ fetchPayouts: vi.fn(), startOnboarding: vi.fn(), payOutNow: vi.fn(), finishLocalOnboarding: vi.fn() }));
vi.mock("@/lib/db/payouts", () => ({ readMorePayoutEntries: vi.fn() }));

const entry: PayoutEntry = {
  id: "order_1_prod_soil_uid-ada",
  uid: "uid-ada",
  orderId: "order_1",
  productId: "prod_soil",
  title: "Soil Health",
  kind: "sale",
  amount: 17.5,
  amountCents: 1750,
  share: 70,
  // Written before sale entries kept their breakdown: shown without "How is this calculated?".
  breakdown: null,
  status: "available",
  createdOn: "2025-03-01T10:00:00.000Z",
  availableOn: "2025-03-15T10:00:00.000Z",
  paidOn: null,
  transferId: "",
};

const connection = {
  uid: "uid-ada",
  provider: "local" as const,
  accountId: "acct-local_abc",
  onboarding: "complete" as const,
  chargesEnabled: true,
  payoutsEnabled: true,
  capabilities: { transfers: "active" },
  createdOn: "2025-03-01T10:00:00.000Z",
  updatedOn: "2025-03-01T10:00:00.000Z",
};

const view = (overrides: Partial<PayoutsView> = {}): PayoutsView => ({
  connection,
  provider: "local",
  balance: { pending: 7.49, available: 17.5, paid: 12.5 },
  entries: [entry, { ...entry, id: "r", kind: "reversal", amount: -12.5, amountCents: -1250, status: "pending", title: "GHG Workbook" }],
  entriesNext: null,
  ...overrides,
});

// Ada has a course of her own: the page is hers in full even before anything sells.
const ada = { user: { ...signedInAs(aSession()).user, isCreator: true } };
const learner = signedInAs(aSession());
const nothing = { connection: null, entries: [], balance: { pending: 0, available: 0, paid: 0 } };
const assign = vi.fn();

// jsdom's location.assign cannot be spied on; a stand-in location takes its place, and the
// real one is put back for the files that run next in this worker.
const realLocation = Object.getOwnPropertyDescriptor(window, "location")!;
beforeEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(window, "location", { value: { ...window.location, assign }, writable: true, configurable: true });
});
afterAll(() => {
  Object.defineProperty(window, "location", realLocation);
});

describe("/dashboard/payouts", () => {
  it("shows older entries below on Show more, and keeps them when that fails until Retry", async () => {
    vi.mocked(fetchPayouts).mockResolvedValue(view({ entries: [entry], entriesNext: "cursor-1" }));
    vi.mocked(readMorePayoutEntries)
      .mockRejectedValueOnce(Object.assign(new Error("unavailable"), { code: "unavailable" }))
      .mockResolvedValueOnce({ entries: [{ ...entry, id: "older", title: "Older Course" }], next: null });
    const { user } = renderWithProviders(<PayoutsPage />, { preloadedState: ada });
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByText(/More entries could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText("Soil Health")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    const rows = within(screen.getByRole("list", { name: "Latest payout entries" })).getAllByRole("listitem");
    expect(await within(rows[0]!.parentElement!).findByText("Older Course")).toBeInTheDocument();
    expect(readMorePayoutEntries).toHaveBeenCalledWith("cursor-1");
    expect(readMorePayoutEntries).toHaveBeenCalledTimes(2);
    expect(screen.getByText("Older Course").closest("li")).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("shows the three balances and the latest entries, negatives for refunds of paid shares", async () => {
    vi.mocked(fetchPayouts).mockResolvedValue(view());
    renderWithProviders(<PayoutsPage />, { preloadedState: ada });
    expect(await screen.findByText("Your payout account is ready (local test account).")).toBeInTheDocument();
    expect(screen.getByText("Available", { selector: "dt" }).nextElementSibling).toHaveTextContent("€17.50");
    expect(screen.getByText("On hold", { selector: "dt" }).nextElementSibling).toHaveTextContent("€7.49");
    expect(screen.getByText("Paid out", { selector: "dt" }).nextElementSibling).toHaveTextContent("€12.50");
    const rows = within(screen.getByRole("list", { name: "Latest payout entries" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Soil Health");
    expect(rows[0]).toHaveTextContent("your share (70 %)");
    expect(within(rows[0]!).queryByText("How is this calculated?")).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Refund of a share already paid out");
    expect(rows[1]).toHaveTextContent("-€12.50");
    expect(screen.queryByRole("button", { name: /connect payout account|continue onboarding/i })).not.toBeInTheDocument();
  });

  it("without an account offers to connect one, sends the creator to onboarding and cannot pay out", async () => {
    vi.mocked(fetchPayouts).mockResolvedValue(view({ connection: null, entries: [], balance: { pending: 0, available: 0, paid: 0 } }));
    vi.mocked(startOnboarding).mockResolvedValue({ url: "/dashboard/payouts/local-onboarding?account=a", connection });
    const { user } = renderWithProviders(<PayoutsPage />, { preloadedState: ada });
    await user.click(await screen.findByRole("button", { name: "Connect payout account" }));
    expect(assign).toHaveBeenCalledWith("/dashboard/payouts/local-onboarding?account=a");
    expect(screen.getByRole("button", { name: "Pay out now" })).toBeDisabled();
    expect(screen.getByText("No sales yet. Your share of each sale appears here.")).toBeInTheDocument();
  });

  it("an unfinished onboarding says Continue onboarding", async () => {
    vi.mocked(fetchPayouts).mockResolvedValue(view({ connection: { ...connection, onboarding: "pending", payoutsEnabled: false } }));
    renderWithProviders(<PayoutsPage />, { preloadedState: ada });
    expect(await screen.findByRole("button", { name: "Continue onboarding" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Pay out now" })).toBeDisabled();
  });

  it("Pay out now pays once, announces the amount and reloads the balances", async () => {
    vi.mocked(fetchPayouts).mockResolvedValueOnce(view()).mockResolvedValueOnce(view({ balance: { pending: 7.49, available: 0, paid: 30 } }));
    vi.mocked(payOutNow).mockResolvedValue({ transferId: "tr_1", amount: 17.5, entries: 1 });
    const { user } = renderWithProviders(<PayoutsPage />, { preloadedState: ada });
    await user.click(await screen.findByRole("button", { name: "Pay out now" }));
    expect(await screen.findByText("€17.50 is on its way to your payout account.")).toBeInTheDocument();
    expect(payOutNow).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Paid out", { selector: "dt" }).nextElementSibling).toHaveTextContent("€30.00");
    expect(screen.getByRole("button", { name: "Pay out now" })).toBeDisabled();
  });

  it("shows the server's refusal as it is", async () => {
    vi.mocked(fetchPayouts).mockResolvedValue(view());
    vi.mocked(payOutNow).mockRejectedValue(new HttpError(409, "payouts/nothing-available", "There is nothing to pay out yet."));
    const { user } = renderWithProviders(<PayoutsPage />, { preloadedState: ada });
    await user.click(await screen.findByRole("button", { name: "Pay out now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("There is nothing to pay out yet.");
  });

  it("a failed load says why and can be retried", async () => {
    vi.mocked(fetchPayouts).mockRejectedValueOnce(new HttpError(0, "network", "We could not reach the server.")).mockResolvedValueOnce(view());
    const { user } = renderWithProviders(<PayoutsPage />, { preloadedState: ada });
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach the server.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Latest entries")).toBeInTheDocument();
  });

  it("tells a learner with no course and no payouts that there is nothing yet, and how to start, instead of €0.00", async () => {
    vi.mocked(fetchPayouts).mockResolvedValue(view(nothing));
    renderWithProviders(<PayoutsPage />, { preloadedState: learner });
    expect(await screen.findByRole("heading", { name: "You haven't published a course yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create your first course" })).toHaveAttribute("href", "/dashboard/products/new");
    expect(screen.getByRole("link", { name: "Read the guides for creators" })).toHaveAttribute("href", "/dashboard/guides/general");
    expect(screen.queryByText("€0.00")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay out now" })).not.toBeInTheDocument();
  });

  it("shows a former co-creator with shares still on record their payouts, not the empty state", async () => {
    vi.mocked(fetchPayouts).mockResolvedValue(view({ ...nothing, entries: [entry], balance: { pending: 0, available: 17.5, paid: 0 } }));
    renderWithProviders(<PayoutsPage />, { preloadedState: learner });
    expect(await screen.findByText("Latest entries")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "You haven't published a course yet" })).not.toBeInTheDocument();
  });

  it("keeps loading until it knows whether the user has a course, so a creator never glimpses the empty state", async () => {
    vi.mocked(fetchPayouts).mockResolvedValue(view(nothing));
    const { store } = renderWithProviders(<PayoutsPage />, { preloadedState: { user: { ...learner.user, isCreator: null } } });
    await vi.waitFor(() => expect(fetchPayouts).toHaveBeenCalled());
    expect(await screen.findByText("Loading your payouts…")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "You haven't published a course yet" })).not.toBeInTheDocument();
    store.dispatch(creatorStatusLoaded(true));
    expect(await screen.findByRole("button", { name: "Connect payout account" })).toBeInTheDocument();
  });
});
