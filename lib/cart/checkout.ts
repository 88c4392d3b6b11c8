import { getClientAuth } from "@/lib/firebase/client";

/** What POST /api/checkout answers: a payment page to open, or the free items already enrolled. */
export type CheckoutResult = { url: string } | { enrolled: string[] };

export class CheckoutError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = "We could not reach the checkout. Check your connection and try again; your cart is unchanged.";

/**
 * Starts a checkout for `productIds` as the signed-in user. Only ids travel: the server reads
 * every price itself. Throws a CheckoutError whose message can be shown as it is.
 */
export async function startCheckout(productIds: string[]): Promise<CheckoutResult> {
  const user = getClientAuth().currentUser;
  if (!user) throw new CheckoutError("auth/unauthenticated", "Sign in to check out.");
  let response: Response;
  try {
    const token = await user.getIdToken();
    response = await fetch("/api/checkout", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ productIds }),
    });
  } catch {
    throw new CheckoutError("checkout/network", NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<{ url: string; enrolled: string[]; code: string; error: string }>;
  if (!response.ok) {
    throw new CheckoutError(body.code ?? "checkout/failed", body.error ?? "The checkout could not start. Please try again.");
  }
  if (typeof body.url === "string") return { url: body.url };
  if (Array.isArray(body.enrolled)) return { enrolled: body.enrolled };
  throw new CheckoutError("checkout/failed", "The checkout could not start. Please try again.");
}
