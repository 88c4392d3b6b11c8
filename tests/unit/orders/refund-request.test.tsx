import { screen } from "@testing-library/react";
import { RefundRequestPanel } from "@/components/orders/refund-request";
import { HttpError } from "@/lib/http/error";
import { askForRefund } from "@/lib/api/orders";
import { anOrder } from "@/tests/factories/order";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/orders", () => ({ askForRefund: vi.fn() }));

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const recent = anOrder({ status: "paid", createdOn: daysAgo(2), paidOn: daysAgo(2) });
const reasonField = () => screen.getByRole("textbox", { name: "Your reason" });

beforeEach(() => {
  vi.mocked(askForRefund).mockReset();
});

describe("the refund request on an order's page", () => {
  it("sends the reason and then shows the request instead of the form", async () => {
    vi.mocked(askForRefund).mockResolvedValue({ state: "pending" });
    const onRequested = vi.fn();
    const { user } = renderWithProviders(<RefundRequestPanel order={recent} onRequested={onRequested} />);
    await user.type(reasonField(), "The videos do not play.");
    await user.click(screen.getByRole("button", { name: "Ask for a refund" }));
    expect(askForRefund).toHaveBeenCalledWith(recent.id, "The videos do not play.");
    expect(onRequested).toHaveBeenCalledWith(expect.objectContaining({ state: "pending", reason: "The videos do not play." }));
  });

  it("a reason of 5,000 characters gets a message beside the field, keeps every character and sends nothing", async () => {
    const { user } = renderWithProviders(<RefundRequestPanel order={recent} onRequested={vi.fn()} />);
    await user.click(reasonField());
    await user.paste("x".repeat(5000));
    await user.click(screen.getByRole("button", { name: "Ask for a refund" }));
    expect(reasonField()).toHaveAccessibleDescription(/The reason is 5,000 characters long; shorten it to 2,000 or fewer\./);
    expect(reasonField()).toHaveValue("x".repeat(5000));
    expect(askForRefund).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a second request and keeps the text", async () => {
    vi.mocked(askForRefund).mockRejectedValue(new HttpError(409, "refund-request/already-requested", "You already asked for a refund of this order. We will let you know our answer."));
    const { user } = renderWithProviders(<RefundRequestPanel order={recent} onRequested={vi.fn()} />);
    await user.type(reasonField(), "Changed my mind");
    await user.click(screen.getByRole("button", { name: "Ask for a refund" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already asked for a refund of this order.");
    expect(reasonField()).toHaveValue("Changed my mind");
  });

  it("a double click sends one request", async () => {
    let finish: (value: { state: "pending" }) => void = () => {};
    vi.mocked(askForRefund).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<RefundRequestPanel order={recent} onRequested={vi.fn()} />);
    await user.type(reasonField(), "The videos do not play.");
    await user.dblClick(screen.getByRole("button", { name: "Ask for a refund" }));
    finish({ state: "pending" });
    expect(askForRefund).toHaveBeenCalledTimes(1);
  });

  it("an order bought with the consent says the right was waived and offers no form, unless an admin granted goodwill", () => {
    const waived = { ...recent, withdrawalWaived: true };
    const { rerender } = renderWithProviders(<RefundRequestPanel order={waived} onRequested={vi.fn()} />);
    expect(screen.getByText(/you lose the right of withdrawal/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask for a refund" })).not.toBeInTheDocument();
    rerender(<RefundRequestPanel order={{ ...waived, goodwillOn: daysAgo(0) }} onRequested={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Ask for a refund" })).toBeInTheDocument();
  });

  it("after 14 days says when the window ended", () => {
    renderWithProviders(<RefundRequestPanel order={anOrder({ status: "paid", paidOn: "2025-03-01T10:01:00.000Z" })} onRequested={vi.fn()} />);
    expect(screen.getByText("The 14 days to ask for a refund of this order ended on 15 March 2025.")).toBeInTheDocument();
  });

  it("shows a pending request, and a rejected one with the admin's reason", () => {
    const { rerender } = renderWithProviders(
      <RefundRequestPanel order={{ ...recent, refundRequest: { state: "pending", reason: "Broken audio", requestedOn: daysAgo(1) } }} onRequested={vi.fn()} />,
    );
    expect(screen.getByRole("heading", { name: "Refund requested" })).toBeInTheDocument();
    expect(screen.getByText("Broken audio")).toBeInTheDocument();
    rerender(
      <RefundRequestPanel
        order={{ ...recent, refundRequest: { state: "rejected", reason: "Broken audio", requestedOn: daysAgo(1), rejectReason: "Audio was fixed on 2 March.", decidedOn: daysAgo(0) } }}
        onRequested={vi.fn()}
      />,
    );
    expect(screen.getByRole("heading", { name: "Refund request declined" })).toBeInTheDocument();
    expect(screen.getByText(/Audio was fixed on 2 March\./)).toBeInTheDocument();
  });

  it("shows nothing for a refunded order", () => {
    const { container } = renderWithProviders(
      <RefundRequestPanel order={{ ...recent, status: "refunded", refundRequest: { state: "pending", reason: "Broken audio", requestedOn: daysAgo(1) } }} onRequested={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
