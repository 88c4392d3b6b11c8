import { postAsUser } from "@/lib/auth/fetch-as-user";

/** The signed-in buyer cancels their order that waits for payment; refusals arrive as HttpError with the route's message. */
export const cancelOrder = (orderId: string) => postAsUser<{ status: "cancelled" }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {});
