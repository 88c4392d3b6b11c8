import type { MailMessage } from "@/lib/types/mail";
import { formatPrice } from "@/lib/utils/format";
import { alreadyHeldMessage } from "@/lib/orders/already-held";
import { renderMail } from "./layout";

type OrderSummary = { id: string; items: { title: string; price: number }[]; total: number };

export const orderPath = (orderId: string) => `/dashboard/orders/${orderId}`;
export const invoicePath = (orderId: string) => `/dashboard/orders/${orderId}/invoice`;
export const creditNotePath = (orderId: string) => `/dashboard/orders/${orderId}/credit-note`;

const lines = (order: OrderSummary) => order.items.map((item) => `${item.title}: ${formatPrice(item.price)}`);

/** To the buyer once the payment arrived: what they bought, the total and where the invoice is. */
export function orderConfirmationMail(order: OrderSummary): MailMessage {
  return renderMail({
    kind: "order-confirmation",
    subject: `Your order ${order.id} is confirmed`,
    paragraphs: [
      "Thank you for your order. Your payment arrived and the courses are yours now.",
      ...lines(order),
      `Total: ${formatPrice(order.total)}`,
    ],
    links: [
      { label: "Your invoice", path: invoicePath(order.id) },
      { label: "Your order", path: orderPath(order.id) },
    ],
  });
}

/**
 * To the learner who enrolled in free courses: what is theirs now and the consent they gave, the
 * contract's confirmation on a durable medium (§ 7(3) FAGG). Nothing was sold, so no invoice.
 */
export function enrolmentConfirmationMail(titles: string[], consentText: string): MailMessage {
  return renderMail({
    kind: "enrolment-confirmation",
    subject: titles.length === 1 ? `You are enrolled in ${titles[0]}` : `You are enrolled in ${titles.length} free courses`,
    paragraphs: [
      "You are enrolled free of charge. These are yours now:",
      ...titles.map((title) => `${title}: free`),
      `When you enrolled you agreed: “${consentText}”`,
    ],
    links: [{ label: "Your library", path: "/library" }],
  });
}

/**
 * To the buyer once the money went back: what was refunded, that access ended, and the credit
 * note that reverses the invoice (null for an order paid before invoices, which has none). An
 * order refunded because the buyer already held `alreadyHeld` (titles) gave no access and had no
 * invoice: the email says why instead (decision 0213).
 */
export function refundConfirmationMail(order: OrderSummary, creditNoteNumber: string | null, alreadyHeld: string[] = []): MailMessage {
  return renderMail({
    kind: "refund-confirmation",
    subject: `Your order ${order.id} was refunded`,
    paragraphs: [
      ...(alreadyHeld.length
        ? [`We refunded ${formatPrice(order.total)} for this order to the way you paid.`, alreadyHeldMessage(alreadyHeld)]
        : [`We refunded ${formatPrice(order.total)} for this order to the way you paid. Your access to these items has ended:`]),
      ...lines(order),
      ...(creditNoteNumber ? [`Credit note ${creditNoteNumber} reverses the invoice of this order.`] : []),
    ],
    links: [
      ...(creditNoteNumber ? [{ label: `Your credit note ${creditNoteNumber}`, path: creditNotePath(order.id) }] : []),
      { label: "Your order", path: orderPath(order.id) },
    ],
  });
}

/** To the buyer when an admin declined their refund request: the reason, in the admin's words. */
export function refundRequestRejectedMail(order: OrderSummary, reason: string): MailMessage {
  return renderMail({
    kind: "refund-request-rejected",
    subject: `Your refund request for order ${order.id}`,
    paragraphs: ["We looked at your request for a refund of this order and cannot refund it.", `Our reason: ${reason}`, ...lines(order), "Your access to these items stays as it is."],
    links: [{ label: "Your order", path: orderPath(order.id) }],
  });
}
