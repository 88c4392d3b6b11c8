import { screen, within } from "@testing-library/react";
import { OrderActions } from "@/components/admin/orders/order-actions";
import { OrderSearch } from "@/components/admin/orders/order-search";
import { decideOrder, fetchAdminOrders, refundOrder } from "@/lib/api/admin";
import { HttpError } from "@/lib/http/error";
import { anOrder } from "@/tests/factories/order";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/admin", () => ({ decideOrder: vi.fn(), fetchAdminOrders: vi.fn(), refundOrder: vi.fn(), fetchAdminOrder: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const requested = anOrder({ status: "paid", paidOn: "2025-03-01T10:01:00.000Z", refundRequest: { state: "pending", reason: "Broken audio", requestedOn: "2025-03-02T10:00:00.000Z" } });
const reasonField = () => screen.getByRole("textbox", { name: "Reason" });

beforeEach(() => {
  vi.mocked(decideOrder).mockReset();
  vi.mocked(fetchAdminOrders).mockReset();
  vi.mocked(refundOrder).mockReset();
});

describe("the admin's order actions", () => {
  it("offers Refund, Reject request and Grant goodwill for a pending request, and only Refund and goodwill without one", () => {
    const { rerender } = renderWithProviders(<OrderActions order={requested} onDone={vi.fn()} />);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Refund", "Reject request", "Grant goodwill"]);
    rerender(<OrderActions order={{ ...requested, refundRequest: undefined, goodwillOn: "2025-03-03T10:00:00.000Z" }} onDone={vi.fn()} />);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Refund"]);
    rerender(<OrderActions order={{ ...requested, status: "refunded" }} onDone={vi.fn()} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("a rejection needs a reason beside the field before anything is sent", async () => {
    const { user } = renderWithProviders(<OrderActions order={requested} onDone={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Reject request" }));
    expect(reasonField()).toHaveAccessibleDescription(/Give a reason of at least 3 characters\./);
    expect(decideOrder).not.toHaveBeenCalled();
  });

  it("a double click on Reject request sends it once, then reloads the order", async () => {
    let finish: (value: { changed: boolean }) => void = () => {};
    vi.mocked(decideOrder).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<OrderActions order={requested} onDone={onDone} />);
    await user.type(reasonField(), "Audio was fixed.");
    await user.dblClick(screen.getByRole("button", { name: "Reject request" }));
    finish({ changed: true });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(decideOrder).toHaveBeenCalledTimes(1);
    expect(decideOrder).toHaveBeenCalledWith(requested.id, "reject", "Audio was fixed.");
  });

  it("Refund calls the refund route with the reason; a refusal is shown and the reason kept", async () => {
    vi.mocked(refundOrder).mockRejectedValue(new HttpError(409, "refund/not-paid", "Only a paid order can be refunded."));
    const { user } = renderWithProviders(<OrderActions order={requested} onDone={vi.fn()} />);
    await user.type(reasonField(), "Withdrawal within 14 days.");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only a paid order can be refunded.");
    expect(refundOrder).toHaveBeenCalledWith(requested.id, "Withdrawal within 14 days.");
    expect(reasonField()).toHaveValue("Withdrawal within 14 days.");
  });
});

describe("the admin's order list", () => {
  it("starts with the refund requests waiting, and searches by email", async () => {
    vi.mocked(fetchAdminOrders).mockResolvedValue({ orders: [{ order: requested, buyerEmail: "bea@example.com" }], next: null });
    const { user } = renderWithProviders(<OrderSearch />);
    const rows = within(await screen.findByRole("list", { name: "Orders" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("bea@example.com");
    expect(rows[0]).toHaveTextContent("Refund requested 2 March 2025");
    expect(fetchAdminOrders).toHaveBeenCalledWith("requests", "", null);
    await user.type(screen.getByRole("searchbox", { name: "Email, order id or invoice number" }), "bea@example.com");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("heading", { name: "Orders matching “bea@example.com”" })).toBeInTheDocument();
    expect(fetchAdminOrders).toHaveBeenLastCalledWith("requests", "bea@example.com", null);
  });

  it("shows a search the server cannot read beside the field", async () => {
    vi.mocked(fetchAdminOrders)
      .mockResolvedValueOnce({ orders: [], next: null })
      .mockRejectedValueOnce(new HttpError(400, "admin-orders/invalid-search", "Enter a whole email address, an order id or an invoice number."));
    const { user } = renderWithProviders(<OrderSearch />);
    expect(await screen.findByText("No refund requests are waiting.")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Email, order id or invoice number" }), "not an id!");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("searchbox", { name: "Email, order id or invoice number" })).toHaveAccessibleDescription("Enter a whole email address, an order id or an invoice number.");
  });
});
