import { postAsUser } from "@/lib/auth/fetch-as-user";

/** The signed-in buyer asks for a refund of their order; refusals arrive as HttpError with the route's message. */
export const askForRefund = (orderId: string, reason: string) => postAsUser<{ state: "pending" }>(`/api/orders/${encodeURIComponent(orderId)}/refund-request`, { reason });
