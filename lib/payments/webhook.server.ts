import "server-only";
import { enrolmentOf, newRelation, relationRef } from "@/lib/db/relations.server";
import { revalidateTag } from "next/cache";
import { FieldValue, type DocumentData, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { enrolmentFigures, negated, saleFigures } from "@/lib/creator/creator-days";
import { addToCreatorDays } from "@/lib/creator/day-figures.server";
import { relationListing } from "@/lib/learning/title-terms";
import { toOrder } from "@/lib/db/order-shape";
import { addNotification } from "@/lib/db/notifications.server";
import { queueMail, readRecipients } from "@/lib/db/mail.server";
import { orderConfirmationMail, refundConfirmationMail } from "@/lib/mail/buyer-mails";
import { saleMail } from "@/lib/mail/creator-mails";
import { mailKeys } from "@/lib/mail/keys";
import { invoiceRef } from "@/lib/db/invoices.server";
import { readHeldCertificates, revokeHeldCertificates } from "@/lib/db/certificates.server";
import { orderIdByPaymentIntent, orderRef } from "@/lib/db/orders.server";
import { productRef, productTag } from "@/lib/db/products.server";
import { userRef } from "@/lib/db/users.server";
import { runRepeatableTransaction } from "@/lib/db/transactions.server";
import { adminDb } from "@/lib/firebase/server";
import type { Order } from "@/lib/types/order";
import { formatPrice } from "@/lib/utils/format";
import { isDocumentId } from "@/lib/utils/ids";
import { cartWithout } from "./cart.server";
import { entriesOfOrder, reverseEntries, writeSaleEntries } from "./payouts/ledger.server";
import { readNumberCounter, takeNumber, writeInvoice } from "./invoices.server";
import { writeCreditNote } from "./credit-notes.server";
import { deleteStampedCopiesOf } from "@/lib/media/stamped-copy.server";
import { heldTitles } from "@/lib/orders/already-held";
import { notifyCreatorsOfRefund } from "./refund-notices.server";
import { toCents, type PaymentEvent, type PaymentProvider } from "./provider";
import { getPaymentProvider } from "./providers.server";
import { askForHeldRefund, holdForRefund } from "./held-payment.server";
import { HttpError } from "@/lib/http/error";
import { VAT_PERCENT } from "@/config/payouts";

/** The event names an order we do not have, or a session that is not the order's; `reason` is logged, never sent. */
export class UnknownOrderError extends HttpError {
  constructor(readonly reason: string) {
    super(404, "webhook/unknown-order", "Unknown order");
  }
}

/** What a refunded learner's certificate page and its verifiers read. */
const REFUND_REVOCATION_REASON = "Refunded";

export type WebhookOutcome = "granted" | "duplicate" | "amount_mismatch" | "failed" | "cancelled" | "refunding" | "refunded" | "unchanged";

// Concurrent deliveries of one event contend for the order; each retry re-reads it and finds it paid.
const MAX_ATTEMPTS = 10;

function readOrder(snapshot: DocumentSnapshot, event: PaymentEvent): Order {
  if (!snapshot.exists) throw new UnknownOrderError(`No order ${event.orderId}`);
  const order = toOrder(snapshot.id, snapshot.data() ?? {});
  // A refund names its payment, not the session (Stripe's charge.refunded has none).
  if (event.type !== "refunded" && order.sessionId && order.sessionId !== event.sessionId) {
    throw new UnknownOrderError(`Session ${event.sessionId} does not belong to order ${order.id}`);
  }
  return order;
}

const creatorsOf = (snapshot: DocumentSnapshot | undefined) => {
  const creators: unknown = snapshot?.get("creators");
  // Each creator once: their sale email's key would otherwise be created twice and fail the commit.
  return Array.isArray(creators) ? [...new Set(creators.filter((uid): uid is string => typeof uid === "string" && uid.length > 0))] : [];
};

/**
 * Grants what the STORED order lists, once: the order turns paid and gets its invoice (the next
 * number of the year), each item gets its relation, participant count and creators' "sale"
 * notification, and leaves the buyer's cart. An order with an item the buyer came to own
 * meanwhile grants nothing and is refunded whole instead (holdForRefund), so nobody pays twice
 * for one course. The creators' day figures (creatorDays) gain the sale and the enrolments in
 * the same transaction, which a replayed or concurrent delivery never reaches
 * (handlePaymentEvent returns "duplicate" first).
 */
async function grant(tx: Transaction, order: Order, rawItems: unknown, event: PaymentEvent): Promise<WebhookOutcome> {
  const relationRefs = order.items.map((item) => relationRef(order.uid, item.productId));
  const productRefs = order.items.map((item) => productRef(item.productId));
  const buyerRef = userRef(order.uid);
  const [userSnap, ...rest] = await tx.getAll<DocumentData, DocumentData>(buyerRef, ...relationRefs, ...productRefs);
  const relations = rest.slice(0, order.items.length);
  const products = rest.slice(order.items.length);
  const held = order.items.filter((_, index) => relations[index]?.exists).map((item) => item.productId);
  if (held.length) return holdForRefund(tx, order, event, held);
  const recipients = await readRecipients([order.uid, ...products.flatMap(creatorsOf)], tx);
  const now = new Date();
  const counter = await readNumberCounter(tx, now);

  // The invoice number is taken here, in the transaction that marks the order paid: a replayed
  // or concurrent delivery finds the order paid and never reaches it.
  const invoiceNumber = takeNumber(tx, counter, "invoice");
  writeInvoice(tx, { order, buyer: userSnap, number: invoiceNumber, at: now });
  tx.update(orderRef(order.id), {
    status: "paid",
    invoiceNumber,
    paidOn: FieldValue.serverTimestamp(),
    sessionId: event.sessionId,
    providerEventId: event.id,
    // The key a later Stripe refund (charge.refunded) finds this order by.
    ...(event.paymentIntentId ? { paymentIntentId: event.paymentIntentId } : {}),
  });
  writeSaleEntries(tx, order.id, rawItems, products, order.vatPercent ?? VAT_PERCENT);
  const figures = saleFigures(order);
  order.items.forEach((item, index) => {
    const creatorIds = creatorsOf(products[index]);
    tx.create(relationRefs[index]!, newRelation({ uid: order.uid, productId: item.productId, listing: relationListing(item.title), source: "purchase", orderId: order.id, creatorIds, at: now }));
    figures.push(...enrolmentFigures({ productId: item.productId, createdOn: now, creators: creatorIds }));
    if (!products[index]?.exists) return;
    tx.update(productRefs[index]!, { participants: FieldValue.increment(1) });
    for (const creator of creatorIds) {
      addNotification(tx, creator, {
        type: "sale",
        title: `New sale: ${item.title}`,
        body: `Someone bought “${item.title}” for ${formatPrice(item.price)}.`,
        link: "/dashboard/performance",
      });
      queueMail(tx, recipients, creator, mailKeys.sale(order.id, item.productId, creator), "sale", saleMail(item));
    }
  });
  addToCreatorDays(tx, figures);
  queueMail(tx, recipients, order.uid, mailKeys.orderConfirmation(order.id), "order-confirmation", orderConfirmationMail(order));
  if (userSnap?.exists) tx.update(buyerRef, { cart: cartWithout(userSnap.get("cart"), order.items.map((item) => item.productId)) });
  return "granted";
}

/**
 * Applies a verified payment event to its order in one transaction keyed on the order, so the
 * same event delivered twice, or twice at once, changes things once. Only the order id is taken
 * from the event; what is granted comes from the stored order. A payment held for refund is given
 * back through `provider`, the one that delivered it; each delivery asks again until it is.
 */
export async function handlePaymentEvent(event: PaymentEvent, provider: PaymentProvider = getPaymentProvider()): Promise<WebhookOutcome> {
  if (event.type === "refunded") return handleRefund(event);
  if (!isDocumentId(event.orderId)) throw new UnknownOrderError(`Not an order id: ${event.orderId}`);
  const ref = orderRef(event.orderId);
  let productIds: string[] = [];
  const outcome = await runRepeatableTransaction(
    adminDb(),
    async (tx): Promise<WebhookOutcome> => {
      const snapshot = await tx.get(ref);
      const order = readOrder(snapshot, event);
      productIds = order.items.map((item) => item.productId);
      if (event.type !== "paid") {
        // Only a pending order can fail or be cancelled; a paid one stays paid.
        if (order.status !== "pending") return "unchanged";
        tx.update(ref, { status: event.type, providerEventId: event.id });
        return event.type;
      }
      // Its refund may not have reached the provider: asked again below.
      if (order.status === "refunding") return "refunding";
      // A refunded order was paid once: a late redelivery of its payment must not grant it again.
      if (order.status === "paid" || order.status === "amount_mismatch" || order.status === "refunded") return "duplicate";
      if (event.amountTotal !== toCents(order.total)) {
        tx.update(ref, { status: "amount_mismatch", sessionId: event.sessionId, providerEventId: event.id, amountPaid: event.amountTotal });
        return "amount_mismatch";
      }
      return grant(tx, order, snapshot.get("items"), event);
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
  // The products' learner counts changed: their pages catch up, the catalogue lists need not.
  if (outcome === "granted") for (const id of productIds) revalidateTag(productTag(id), "max");
  if (outcome !== "refunding") return outcome;
  const refunded = await askForHeldRefund(event.orderId, provider);
  return refunded ? handleRefund(refunded) : outcome;
}

/** The order a refund is about: named by id, or (Stripe) by the PaymentIntent the paid event stored. */
async function refundedOrderId(event: PaymentEvent): Promise<string> {
  if (isDocumentId(event.orderId)) return event.orderId;
  if (event.paymentIntentId) {
    const found = await orderIdByPaymentIntent(event.paymentIntentId);
    if (found) return found;
  }
  throw new UnknownOrderError(`No order for refund ${event.id}`);
}

/**
 * Undoes a paid order that was refunded in full, once: the order turns "refunded", the
 * relations it granted are removed (not ones an admin granted or another order bought), the
 * products' participant counts go down, and the creators' shares are reversed (ledger). The
 * creators' day figures lose the sale on the day the order was placed, and the enrolments on the
 * days they were made, so every range shows what it would had the order never been paid. The
 * invoice gets its credit note, numbered from the year's own series in this transaction, which a
 * replayed or concurrent delivery never reaches; the buyer and each creator are told. A
 * certificate earned from a refunded product is revoked ("Refunded"), in the same transaction.
 * A "refunding" order (holdForRefund) granted, invoiced and earned nothing, so only its status
 * changes, and the buyer is told why the payment came back.
 */
/** What a refund's transaction decided: its outcome, and the products whose access it took back. */
type RefundResult = { outcome: WebhookOutcome; order?: Order; removed: string[] };

async function refund(tx: Transaction, order: Order, event: PaymentEvent): Promise<RefundResult> {
  const relationRefs = order.items.map((item) => relationRef(order.uid, item.productId));
  const productRefs = order.items.map((item) => productRef(item.productId));
  const snapshots = relationRefs.length ? await tx.getAll<DocumentData, DocumentData>(...relationRefs, ...productRefs) : [];
  const entries = await entriesOfOrder(tx, order.id);
  const relations = snapshots.slice(0, order.items.length);
  const products = snapshots.slice(order.items.length);
  const creators = order.items.map((item, index) => item.creators ?? creatorsOf(products[index]));
  const recipients = await readRecipients([order.uid, ...creators.flat()], tx);
  const invoice = await tx.get(invoiceRef(order.id));
  // Only the products this order gave: a course granted or bought again elsewhere keeps its certificate.
  const given = order.items.filter((item, index) => relations[index]?.exists && relations[index]?.get("orderId") === order.id);
  const certificates = await readHeldCertificates(tx, order.uid, given.map((item) => item.productId));
  const now = new Date();
  // Only an invoice is reversed by a credit note: without one no number is taken, so none is skipped.
  const counter = invoice.exists ? await readNumberCounter(tx, now) : null;

  const creditNoteNumber = counter ? takeNumber(tx, counter, "creditNote") : null;
  if (creditNoteNumber) writeCreditNote(tx, { invoice, number: creditNoteNumber, at: now });
  tx.update(orderRef(order.id), { status: "refunded", refundedOn: FieldValue.serverTimestamp(), refundEventId: event.id, ...(creditNoteNumber ? { creditNoteNumber } : {}) });
  const sold = order.status === "paid";
  const figures = sold ? negated(saleFigures(order)) : [];
  order.items.forEach((item, index) => {
    if (sold) notifyCreatorsOfRefund(tx, recipients, order.id, item, creators[index]!);
    const relation = relations[index];
    if (!relation?.exists || relation.get("orderId") !== order.id) return;
    tx.delete(relationRefs[index]!);
    figures.push(...negated(enrolmentFigures(enrolmentOf(relation, products[index]))));
    if (products[index]?.exists) tx.update(productRefs[index]!, { participants: FieldValue.increment(-1) });
  });
  revokeHeldCertificates(tx, order.uid, certificates, REFUND_REVOCATION_REASON);
  reverseEntries(tx, entries);
  addToCreatorDays(tx, figures);
  queueMail(tx, recipients, order.uid, mailKeys.refundConfirmation(order.id), "refund-confirmation", refundConfirmationMail(order, creditNoteNumber, heldTitles(order)));
  return { outcome: "refunded", order, removed: given.map((item) => item.productId) };
}

async function handleRefund(event: PaymentEvent): Promise<WebhookOutcome> {
  const ref = orderRef(await refundedOrderId(event));
  const { outcome, order, removed } = await runRepeatableTransaction(
    adminDb(),
    async (tx): Promise<RefundResult> => {
      const order = readOrder(await tx.get(ref), event);
      if (order.status === "refunded") return { outcome: "duplicate", removed: [] };
      // Only money that was taken can be given back; a partial amount is not a full refund.
      if ((order.status !== "paid" && order.status !== "refunding") || event.amountTotal !== toCents(order.total)) return { outcome: "unchanged", removed: [] };
      return refund(tx, order, event);
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
  if (outcome !== "refunded" || !order) return outcome;
  for (const item of order.items) revalidateTag(productTag(item.productId), "max");
  // The refund has committed: a copy left behind is signed for nobody (no access), so a failed
  // delete is logged, not answered with an error the provider would retry.
  await deleteStampedCopiesOf(order.uid, removed).catch((error: unknown) => console.warn(`Stamped copies of refunded order ${event.orderId} were not deleted.`, error));
  return outcome;
}
