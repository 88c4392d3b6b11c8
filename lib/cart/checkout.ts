import { userHeaders } from "@/lib/auth/user-headers";
import { getClientAuth } from "@/lib/firebase/client";
import type { CartItem } from "@/lib/types/cart";

/** What POST /api/checkout answers: a payment page to open, or the free items already enrolled. */
export type CheckoutResult = { url: string } | { enrolled: string[] };

/** The buyer's order that still waits for payment and holds some of the cart's products: its id and payment page. */
export type OpenOrderRef = { id: string; url: string | null };

export class CheckoutError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The products the checkout refused as no longer for sale, so the cart can mark them. */
    readonly unavailable: string[] = [],
    /** The field the refusal is about ("consent", "country"), for the message to stand beside it. */
    readonly field: string | null = null,
    /** For "checkout/open-order": the order to pay or cancel first. */
    readonly openOrder: OpenOrderRef | null = null,
  ) {
    super(message);
  }
}

/** What the buyer gave besides the products: the consent version they ticked and, when paying, their country. */
export type CheckoutTerms = { consent: string; country?: string };

type Line = Pick<CartItem, "productId" | "title">;

/** Named by the titles the cart shows: the server cannot name a product that no longer exists. */
function unavailableMessage(productIds: string[], lines: Line[]): string {
  const titles = productIds.map((id) => `“${lines.find((line) => line.productId === id)?.title || id}”`);
  return `No longer available: ${titles.join(", ")}. Remove ${titles.length > 1 ? "them" : "it"} from your cart to continue.`;
}

const NETWORK_MESSAGE = "We could not reach the checkout. Check your connection and try again; your cart is unchanged.";

/**
 * Starts a checkout of the cart `lines` as the signed-in user, with the consent and country of
 * `terms`. Only their ids travel: the server reads every price itself. Throws a CheckoutError whose message can be shown as it is.
 */
export async function startCheckout(lines: Line[], terms: CheckoutTerms): Promise<CheckoutResult> {
  const user = getClientAuth().currentUser;
  if (!user) throw new CheckoutError("auth/unauthenticated", "Sign in to check out.");
  let response: Response;
  try {
    response = await fetch("/api/checkout", {
      method: "POST",
      headers: { ...(await userHeaders(user)), "Content-Type": "application/json" },
      body: JSON.stringify({ productIds: lines.map((line) => line.productId), ...terms }),
    });
  } catch {
    throw new CheckoutError("checkout/network", NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<{ url: string; enrolled: string[]; code: string; error: string; productIds: string[]; field: string; orderId: string }>;
  if (!response.ok) {
    const unavailable = body.code === "checkout/unavailable" && Array.isArray(body.productIds) ? body.productIds : [];
    const message = unavailable.length ? unavailableMessage(unavailable, lines) : body.error;
    const openOrder = body.code === "checkout/open-order" && typeof body.orderId === "string" ? { id: body.orderId, url: typeof body.url === "string" ? body.url : null } : null;
    throw new CheckoutError(body.code ?? "checkout/failed", message ?? "The checkout could not start. Please try again.", unavailable, typeof body.field === "string" ? body.field : null, openOrder);
  }
  if (typeof body.url === "string") return { url: body.url };
  if (Array.isArray(body.enrolled)) return { enrolled: body.enrolled };
  throw new CheckoutError("checkout/failed", "The checkout could not start. Please try again.");
}
