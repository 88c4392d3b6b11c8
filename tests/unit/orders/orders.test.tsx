import { screen, within } from "@testing-library/react";
import { CheckoutCancelled } from "@/components/checkout/checkout-cancelled";
import { CheckoutSuccess } from "@/components/checkout/checkout-success";
import { OrderList } from "@/components/orders/order-list";
import { OrderReceipt } from "@/components/orders/order-receipt";
import { getOrder, listOrders } from "@/lib/db/orders";
import { getUserRecord } from "@/lib/db/users";
import { cancelOrder } from "@/lib/api/orders";
import { anOrder } from "@/tests/factories/order";
import { aCartItem, aSession, aUserRecord, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/db/orders", () => ({ listOrders: vi.fn(), getOrder: vi.fn() }));
vi.mock("@/lib/db/users", () => ({ getUserRecord: vi.fn() }));
vi.mock("@/lib/api/orders", () => ({ cancelOrder: vi.fn() }));

const paid = anOrder({ status: "paid", sessionId: "cs_abcdefghijklm", paidOn: "2025-03-01T10:01:00.000Z" });
const ada = signedInAs(aSession());

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the orders of an account", () => {
  it("lists each order with its date, items, total and status", async () => {
    vi.mocked(listOrders).mockResolvedValue({ items: [paid, { ...paid, id: "order_2", status: "cancelled", createdOn: "2025-02-01T10:00:00.000Z" }], next: null });
    renderWithProviders(<OrderList />, { preloadedState: ada });
    const rows = within(await screen.findByRole("list", { name: "Your orders" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Order of 1 March 2025");
    expect(rows[0]).toHaveTextContent("Soil Health, GHG Workbook");
    expect(rows[0]).toHaveTextContent("€37.49");
    expect(rows[0]).toHaveTextContent("Paid");
    expect(rows[1]).toHaveTextContent("Cancelled");
    expect(listOrders).toHaveBeenCalledWith("uid-ada", null);
  });

  it("says so when there are no orders yet", async () => {
    vi.mocked(listOrders).mockResolvedValue({ items: [], next: null });
    renderWithProviders(<OrderList />, { preloadedState: ada });
    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
  });

  it("shows the next page of orders below the first on Show more", async () => {
    const next = { value: { seconds: 1, nanoseconds: 0 }, id: paid.id };
    vi.mocked(listOrders)
      .mockResolvedValueOnce({ items: [paid], next })
      .mockResolvedValueOnce({ items: [{ ...paid, id: "order_2", createdOn: "2025-02-01T10:00:00.000Z" }], next: null });
    const { user } = renderWithProviders(<OrderList />, { preloadedState: ada });
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("link", { name: "Order of 1 February 2025" })).toHaveFocus();
    expect(within(screen.getByRole("list", { name: "Your orders" })).getAllByRole("listitem")).toHaveLength(2);
    expect(listOrders).toHaveBeenLastCalledWith("uid-ada", next);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("prints a receipt with the order id, date, items, total, VAT note and provider", async () => {
    vi.mocked(getOrder).mockResolvedValue(paid);
    renderWithProviders(<OrderReceipt orderId={paid.id} />, { preloadedState: ada });
    expect(await screen.findByRole("heading", { name: "Receipt" })).toBeInTheDocument();
    expect(screen.getByText(paid.id)).toBeInTheDocument();
    expect(screen.getByText("1 March 2025")).toBeInTheDocument();
    expect(screen.getByRole("table")).toHaveTextContent("Soil Health€24.99");
    expect(screen.getByRole("table")).toHaveTextContent("Total€37.49");
    expect(screen.getByText("Prices include VAT where applicable.")).toBeInTheDocument();
    expect(screen.getByText("Test payment (offline)")).toBeInTheDocument();
  });

  it("shows an order that is missing or someone else's as not found", async () => {
    vi.mocked(getOrder).mockResolvedValue(null);
    renderWithProviders(<OrderReceipt orderId="order_other" />, { preloadedState: ada });
    expect(await screen.findByRole("heading", { name: "Order not found" })).toBeInTheDocument();
  });
});

describe("after paying", () => {
  it("waits for the payment, then says it was received and shows the account's cart", async () => {
    vi.mocked(getOrder).mockResolvedValueOnce({ ...paid, status: "pending" }).mockResolvedValue(paid);
    const leftover = aCartItem({ productId: "prod_other" });
    vi.mocked(getUserRecord).mockResolvedValue(aUserRecord({ cart: [leftover] }));
    window.localStorage.setItem("verdant-cart", JSON.stringify([aCartItem()]));
    const { store } = renderWithProviders(<CheckoutSuccess orderId={paid.id} />, {
      preloadedState: { ...ada, cart: { items: [aCartItem({ productId: "prod_soil" }), leftover] } },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your payment…");
    expect(await screen.findByText("Payment received", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([leftover]);
    expect(window.localStorage.getItem("verdant-cart")).toBeNull();
  });

  it("says why a payment for a course the buyer already had goes back, and that the order adds nothing (issue 48)", async () => {
    const held = { ...paid, alreadyHeld: ["prod_soil"], invoiceNumber: undefined };
    const why = "You already had “Soil Health” when this payment arrived, so it goes back to you in full and this order adds nothing to your library.";
    vi.mocked(getOrder).mockResolvedValue({ ...held, status: "refunding" });
    renderWithProviders(<CheckoutSuccess orderId={paid.id} />, { preloadedState: ada });
    expect(await screen.findByRole("alert")).toHaveTextContent(why);
    expect(screen.queryByText("Payment received")).not.toBeInTheDocument();
    expect(getUserRecord).not.toHaveBeenCalled();

    vi.mocked(getOrder).mockResolvedValue({ ...held, status: "refunded" });
    renderWithProviders(<OrderReceipt orderId={paid.id} />, { preloadedState: ada });
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.getByText("Refunded")).toBeInTheDocument();
  });

  it("says the payment did not go through when the order was cancelled", async () => {
    vi.mocked(getOrder).mockResolvedValue({ ...paid, status: "cancelled" });
    renderWithProviders(<CheckoutSuccess orderId={paid.id} />, { preloadedState: ada });
    expect(await screen.findByRole("alert")).toHaveTextContent("This payment did not go through. Nothing was granted; your cart is unchanged.");
  });
});

describe("back from the payment page without paying", () => {
  it("cancels the order still waiting for payment, so its courses can be checked out again (issue 48)", async () => {
    vi.mocked(getOrder).mockResolvedValue({ ...paid, status: "pending" });
    vi.mocked(cancelOrder).mockResolvedValue({ status: "cancelled" });
    renderWithProviders(<CheckoutCancelled orderId={paid.id} />, { preloadedState: ada });
    expect(await screen.findByText("Payment cancelled. Nothing was charged; your cart is unchanged.")).toBeInTheDocument();
    await vi.waitFor(() => expect(cancelOrder).toHaveBeenCalledWith(paid.id));
  });

  it("leaves a paid order alone and says it was paid", async () => {
    vi.mocked(getOrder).mockResolvedValue(paid);
    renderWithProviders(<CheckoutCancelled orderId={paid.id} />, { preloadedState: ada });
    expect(await screen.findByRole("heading", { name: "Payment received" })).toBeInTheDocument();
    expect(cancelOrder).not.toHaveBeenCalled();
  });
});
