import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { queueMail, type Recipients } from "@/lib/db/mail.server";
import { addNotification } from "@/lib/db/notifications.server";
import { saleRefundedMail } from "@/lib/mail/creator-mails";
import { mailKeys } from "@/lib/mail/keys";
import type { OrderItem } from "@/lib/types/order";
import { formatPrice } from "@/lib/utils/format";

/**
 * Tells each creator of a refunded item, in the refund's transaction, that the sale was undone:
 * in the app always, by email unless their "Sales" switch is off (decision 0151). One of each per
 * item and creator, as the sale's own notices were.
 */
export function notifyCreatorsOfRefund(tx: Transaction, recipients: Recipients, orderId: string, item: OrderItem, creators: string[]) {
  for (const creator of new Set(creators)) {
    addNotification(tx, creator, {
      type: "refund",
      title: `Refunded: ${item.title}`,
      body: `A purchase of “${item.title}” for ${formatPrice(item.price)} was refunded; your share of it is reversed.`,
      link: "/dashboard/payouts",
    });
    queueMail(tx, recipients, creator, mailKeys.saleRefunded(orderId, item.productId, creator), "sale-refunded", saleRefundedMail(item));
  }
}
