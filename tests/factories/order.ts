import type { Order } from "@/lib/types/order";

/**
 * Ada's order of two courses (24.99 + 12.50 = 37.49 EUR, created 1 March 2025), pending at the
 * local provider unless overridden: the order the orders pages and the payment providers test.
 */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: "order_abcdefghijklm",
    uid: "uid-ada",
    items: [
      { productId: "prod_soil", title: "Soil Health", price: 24.99 },
      { productId: "prod_ghg", title: "GHG Workbook", price: 12.5 },
    ],
    total: 37.49,
    currency: "EUR",
    status: "pending",
    provider: "local",
    sessionId: "",
    createdOn: "2025-03-01T10:00:00.000Z",
    paidOn: null,
    ...overrides,
  };
}
