import { HttpError } from "@/lib/http/error";
import type { CheckoutOutcome } from "@/lib/payments/checkout.server";
import type { CartItem, CatalogueLine } from "@/lib/types/cart";
import { call } from "./core";

// /api/cart and /api/checkout: what the catalogue has now for the cart's lines, and the checkout.

/** What the catalogue has now for `ids`, in one request (anyone: a visitor has a cart too). */
export async function fetchCatalogueLines(ids: string[]): Promise<Map<string, CatalogueLine>> {
  const { products } = await call<{ products: CatalogueLine[] }>(`/api/cart?ids=${ids.map(encodeURIComponent).join(",")}`, { signedIn: false });
  return new Map(products.map((product) => [product.id, product]));
}

/** What POST /api/checkout answers: a payment page to open, or the free items already enrolled. */
export type CheckoutResult = { url: string } | Pick<CheckoutOutcome, "enrolled">;

/** The buyer's order that still waits for payment and holds some of the cart's products: its id and payment page. */
export type OpenOrderRef = { id: string; url: string | null };

/** What the buyer gave besides the products: the consent version they ticked and, when paying, their country. */
export type CheckoutTerms = { consent: string; country?: string };

/** What a refused checkout says besides its message: the products no longer for sale (for the cart to mark), the field it is about, and the order to pay or cancel first. */
export function checkoutRefusal(error: unknown): { unavailable: string[]; field: string | null; openOrder: OpenOrderRef | null } {
  const details = error instanceof HttpError ? error.details : {};
  const code = error instanceof HttpError ? error.code : "";
  return {
    unavailable: code === "checkout/unavailable" && Array.isArray(details.productIds) ? (details.productIds as string[]) : [],
    field: typeof details.field === "string" ? details.field : null,
    openOrder: code === "checkout/open-order" && typeof details.orderId === "string" ? { id: details.orderId, url: typeof details.url === "string" ? details.url : null } : null,
  };
}

type Line = Pick<CartItem, "productId" | "title">;

/** Named by the titles the cart shows: the server cannot name a product that no longer exists. */
function unavailableMessage(productIds: string[], lines: Line[]): string {
  const titles = productIds.map((id) => `“${lines.find((line) => line.productId === id)?.title || id}”`);
  return `No longer available: ${titles.join(", ")}. Remove ${titles.length > 1 ? "them" : "it"} from your cart to continue.`;
}

const FAILED = "The checkout could not start. Please try again.";

/**
 * Starts a checkout of the cart `lines` as the signed-in user, with the consent and country of
 * `terms`. Only their ids travel: the server reads every price itself. Refusals are HttpErrors
 * whose message can be shown as it is; checkoutRefusal reads the rest.
 */
export async function startCheckout(lines: Line[], terms: CheckoutTerms): Promise<CheckoutResult> {
  let answer: Partial<{ url: unknown; enrolled: unknown }> | null;
  try {
    answer = await call("/api/checkout", {
      method: "POST",
      body: { productIds: lines.map((line) => line.productId), ...terms },
      signIn: "Sign in to check out.",
      fallback: FAILED,
      fallbackCode: "checkout/failed",
      unreachable: "We could not reach the checkout. Check your connection and try again; your cart is unchanged.",
    });
  } catch (error) {
    const { unavailable } = checkoutRefusal(error);
    if (!(error instanceof HttpError) || !unavailable.length) throw error;
    throw new HttpError(error.status, error.code, unavailableMessage(unavailable, lines), error.details);
  }
  if (typeof answer?.url === "string") return { url: answer.url };
  if (Array.isArray(answer?.enrolled)) return { enrolled: answer.enrolled as string[] };
  throw new HttpError(502, "checkout/failed", FAILED);
}
