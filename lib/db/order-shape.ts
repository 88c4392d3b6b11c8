import { ORDER_STATUSES, type Order, type OrderItem, type OrderStatus, type RefundRequest } from "@/lib/types/order";
import { toIso } from "./product-shape";

// Shared by the browser (Lite SDK) and the server (firebase-admin): both Timestamps carry
// seconds and nanoseconds, which toIso reads.
type Data = Record<string, unknown>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

function toItems(value: unknown): OrderItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Data => typeof item === "object" && item !== null)
    .map((item) => ({
      productId: str(item.productId),
      title: str(item.title),
      price: num(item.price),
      // Only orders since issue #6 carry the split; older ones stay as they were read.
      ...(Array.isArray(item.creators) ? { creators: item.creators.filter((uid): uid is string => typeof uid === "string") } : {}),
      ...(Array.isArray(item.payout) ? { payout: item.payout.map(num) } : {}),
    }));
}

function toRefundRequest(value: unknown): RefundRequest | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const data = value as Data;
  return {
    state: data.state === "rejected" ? "rejected" : "pending",
    reason: str(data.reason),
    requestedOn: toIso(data.requestedOn),
    ...(typeof data.rejectReason === "string" ? { rejectReason: data.rejectReason } : {}),
    ...(data.decidedOn ? { decidedOn: toIso(data.decidedOn) } : {}),
  };
}

export function toOrder(id: string, data: Data): Order {
  const status = (ORDER_STATUSES as readonly string[]).includes(str(data.status)) ? (data.status as OrderStatus) : "pending";
  return {
    id,
    uid: str(data.uid),
    items: toItems(data.items),
    total: num(data.total),
    currency: "EUR",
    status,
    provider: str(data.provider),
    sessionId: str(data.sessionId),
    createdOn: toIso(data.createdOn),
    paidOn: data.paidOn ? toIso(data.paidOn) : null,
    ...(data.refundedOn ? { refundedOn: toIso(data.refundedOn) } : {}),
    ...(typeof data.country === "string" ? { country: data.country } : {}),
    ...(typeof data.vatPercent === "number" ? { vatPercent: data.vatPercent } : {}),
    ...(typeof data.invoiceNumber === "string" ? { invoiceNumber: data.invoiceNumber } : {}),
    ...(data.refundRequest ? { refundRequest: toRefundRequest(data.refundRequest) } : {}),
    ...(data.goodwillOn ? { goodwillOn: toIso(data.goodwillOn) } : {}),
    ...(data.consent ? { withdrawalWaived: true } : {}),
    ...(typeof data.creditNoteNumber === "string" ? { creditNoteNumber: data.creditNoteNumber } : {}),
    ...(Array.isArray(data.alreadyHeld) ? { alreadyHeld: data.alreadyHeld.filter((id): id is string => typeof id === "string") } : {}),
  };
}
