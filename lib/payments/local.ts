import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { localPaymentsSecret, WEBHOOK_TOLERANCE_SECONDS } from "@/config/payments";
import { generateId } from "@/lib/utils/ids";
import { toCents, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from "./provider";

/** Carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme of Stripe-Signature. */
export const LOCAL_SIGNATURE_HEADER = "x-local-signature";

const hmac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");

export function signLocalPayload(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Throws WebhookSignatureError unless `header` signs exactly `rawBody`, within the tolerance. */
export function verifyLocalSignature(rawBody: string, header: string | null, secret: string, nowSeconds = Date.now() / 1000): void {
  const parts = new Map((header ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string | undefined]));
  const timestamp = Number(parts.get("t"));
  const signature = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) throw new WebhookSignatureError("Malformed signature header");
  // Both directions: an event from the future is as suspect as a replayed old one.
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError("Signature timestamp outside the tolerance");
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) throw new WebhookSignatureError("Signature does not match");
}

function toEvent(rawBody: string): PaymentEvent {
  let data: Partial<Record<keyof PaymentEvent, unknown>> | null;
  try {
    data = JSON.parse(rawBody) as typeof data;
  } catch {
    throw new WebhookSignatureError("Malformed event");
  }
  const { id, type, orderId, sessionId, amountTotal } = data ?? {};
  if (
    typeof id !== "string" ||
    (type !== "paid" && type !== "failed" && type !== "cancelled" && type !== "refunded") ||
    typeof orderId !== "string" ||
    typeof sessionId !== "string" ||
    typeof amountTotal !== "number" ||
    !Number.isInteger(amountTotal)
  ) {
    throw new WebhookSignatureError("Malformed event");
  }
  return { id, type, orderId, sessionId, amountTotal };
}

/**
 * The offline provider: its checkout is our own /checkout/local/{sessionId} page, whose buttons
 * make the server send a signed event to /api/payments/webhook, as Stripe would.
 */
export function createLocalProvider(secret = localPaymentsSecret()): PaymentProvider {
  return {
    providerName: "local",
    // The session id is the only key to the test payment page, so it is random (13 characters).
    createCheckout: async () => {
      const sessionId = generateId("cs");
      return { sessionId, url: `/checkout/local/${sessionId}` };
    },
    // The test page reads the order's status before it pays: a cancelled order cannot be paid there.
    cancelCheckout: async () => true,
    // No money moved: the refund is its event, applied by the same code as a signed one.
    refund: async ({ orderId, total }) => ({ id: generateId("evt"), type: "refunded", orderId, sessionId: "", amountTotal: toCents(total) }),
    parseWebhook: (rawBody, headers) => {
      verifyLocalSignature(rawBody, headers.get(LOCAL_SIGNATURE_HEADER), secret);
      return toEvent(rawBody);
    },
  };
}
