import type { Order } from "@/lib/types/order";

/** The titles of the items an order found the buyer already held when its payment arrived (decision 0213). */
export const heldTitles = (order: Pick<Order, "items" | "alreadyHeld">): string[] =>
  order.items.filter((item) => order.alreadyHeld?.includes(item.productId)).map((item) => item.title);

/** Why such an order's payment goes back: on the order, its success page and the refund's email. */
export const alreadyHeldMessage = (titles: string[]) =>
  `You already had ${titles.map((title) => `“${title}”`).join(", ")} when this payment arrived, so it goes back to you in full and this order adds nothing to your library.`;
