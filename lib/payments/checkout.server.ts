import "server-only";
import { newRelation, relationRef } from "@/lib/db/relations.server";
import { enrolmentFigures, type Figure } from "@/lib/creator/creator-days";
import { addToCreatorDays } from "@/lib/creator/day-figures.server";
import { relationListing } from "@/lib/learning/title-terms";
import { revalidateTag } from "next/cache";
import { FieldValue, Timestamp, type DocumentData, type DocumentReference } from "firebase-admin/firestore";
import { checkoutLockRef, orderRef } from "@/lib/db/orders.server";
import { productRef, productTag, readProductFresh } from "@/lib/db/products.server";
import { readTeams } from "@/lib/db/teams.server";
import { userRef } from "@/lib/db/users.server";
import { adminDb } from "@/lib/firebase/server";
import type { Order, OrderDoc } from "@/lib/types/order";
import type { Product } from "@/lib/types/product";
import { generateId } from "@/lib/utils/ids";
import { queueMail, readRecipients } from "@/lib/db/mail.server";
import { enrolmentConfirmationMail } from "@/lib/mail/buyer-mails";
import { mailKeys } from "@/lib/mail/keys";
import { cartWithout } from "./cart.server";
import { payoutSnapshot, vatPercentFor } from "./money";
import { toCents, type PaymentProvider } from "./provider";
import { getPaymentProvider } from "./providers.server";
import { openOrderRefusal, openOrdersOf, resumableOrder } from "./open-orders.server";
import { HttpError } from "@/lib/http/error";
import { COUNTRY_REQUIRED, type CheckoutRequest } from "@/lib/schemas/checkout";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";

export const isFree = (product: Pick<Product, "free" | "price">) => product.free || product.price <= 0;
const listTitles = (titles: string[]) => titles.map((title) => `“${title}”`).join(", ");

/**
 * Free products are the buyer's at once: relation source "free", no order, no payment and no
 * invoice; the relation keeps the consent given for it, and the learner gets one confirmation
 * email of the enrolments (decision 0159). Each enrolment counts in its creators' day figures in
 * the same transaction.
 */
async function enrolFree(uid: string, products: Product[], consent: Consent): Promise<void> {
  const relationRefs = products.map((product) => relationRef(uid, product.id));
  const buyerRef = userRef(uid);
  await adminDb().runTransaction(async (tx) => {
    const [userSnap, ...relations] = await tx.getAll<DocumentData, DocumentData>(buyerRef, ...relationRefs);
    const recipients = await readRecipients([uid], tx);
    const now = new Date();
    const figures: Figure[] = [];
    const enrolled = products.filter((_, index) => !relations[index]?.exists);
    for (const product of enrolled) {
      tx.create(relationRef(uid, product.id), newRelation({ uid, productId: product.id, listing: relationListing(product.title), source: "free", orderId: null, creatorIds: product.creators, at: now }, { consent }));
      tx.update(productRef(product.id), { participants: FieldValue.increment(1) });
      figures.push(...enrolmentFigures({ productId: product.id, createdOn: now, creators: product.creators }));
    }
    addToCreatorDays(tx, figures);
    // Only enrolments this transaction makes are confirmed: a concurrent checkout that made them first sent its own.
    if (enrolled.length) {
      const key = mailKeys.enrolmentConfirmation(uid, enrolled[0]!.id, now.getTime());
      queueMail(tx, recipients, uid, key, "enrolment-confirmation", enrolmentConfirmationMail(enrolled.map((product) => product.title), CHECKOUT_CONSENT.text));
    }
    if (userSnap?.exists) tx.update(buyerRef, { cart: cartWithout(userSnap.get("cart"), products.map((product) => product.id)) });
  });
}

type Consent = { version: string; at: Timestamp };

const SESSION_WAIT_MS = 8_000;
const SESSION_POLL_MS = 200;

/**
 * Creates the pending order and points each of its products' locks (checkoutLocks/{uid}_{productId},
 * which no rule reaches) at it, unless an order of the buyer's that can still be paid includes one
 * of them: the same cart goes back to that order's payment page (resumableOrder), any other is
 * refused, so no product is ever in two payable orders (decision 0212). One transaction over the
 * locks, so two tabs at once create exactly one order.
 */
async function claimOpenCheckout(uid: string, order: Order & { country: string; vatPercent: number }, newOrderRef: DocumentReference<OrderDoc>): Promise<string | null> {
  const productIds = order.items.map((item) => item.productId);
  return adminDb().runTransaction(async (tx) => {
    const now = Date.now();
    const open = await openOrdersOf((...refs) => tx.getAll(...refs), uid, productIds, now);
    const resumed = resumableOrder(open, productIds, order.total, order.country, now);
    if (resumed) return resumed.id;
    if (open.length) throw openOrderRefusal(open, productIds);
    const buyer = await tx.get(userRef(uid));
    tx.create(newOrderRef, {
      uid,
      items: order.items,
      // Who earns from this order, for /api/creator/* queries (array-contains on one field).
      creatorIds: [...new Set(order.items.flatMap((item) => item.creators ?? []))],
      total: order.total,
      currency: order.currency,
      status: order.status,
      provider: order.provider,
      sessionId: "",
      createdOn: FieldValue.serverTimestamp(),
      country: order.country,
      vatPercent: order.vatPercent,
      consent: { version: CHECKOUT_CONSENT.version, at: FieldValue.serverTimestamp() },
    });
    for (const productId of productIds) tx.set(checkoutLockRef(uid, productId), { uid, orderId: order.id, openedMs: now });
    // The next checkout offers the same country.
    if (buyer.exists && buyer.get("country") !== order.country) tx.update(buyer.ref, { country: order.country });
    return null;
  });
}

/** The payment page of an open order; the tab that created it may still be asking the provider. */
async function sessionUrlOf(orderId: string): Promise<string> {
  const openOrderRef = orderRef(orderId);
  for (let waited = 0; waited <= SESSION_WAIT_MS; waited += SESSION_POLL_MS) {
    const snapshot = await openOrderRef.get();
    const url: unknown = snapshot.get("sessionUrl");
    if (typeof url === "string" && url) return url;
    if (snapshot.get("status") === "failed") break;
    await new Promise((resolve) => setTimeout(resolve, SESSION_POLL_MS));
  }
  throw new HttpError(502, "checkout/provider-unavailable", "The payment service could not be reached. Nothing was charged; please try again.");
}

type CheckoutInput = CheckoutRequest & {
  uid: string;
  email: string;
  /** The site's origin, for the provider's absolute return URLs. */
  origin: string;
  provider?: PaymentProvider;
};

export type CheckoutOutcome = { url: string | null; orderId: string | null; enrolled: string[] };

/**
 * Checks out `productIds` for `uid`. Every title and price is read from Firestore now; the
 * client sends ids only. Unavailable or already owned products refuse the whole checkout.
 */
export async function checkout({ uid, email, productIds, country, origin, provider = getPaymentProvider() }: CheckoutInput): Promise<CheckoutOutcome> {
  const found = await Promise.all(productIds.map((id) => readProductFresh(id)));
  const unavailable = productIds.filter((_, index) => found[index]?.state !== "approved");
  if (unavailable.length) {
    const names = unavailable.map((id) => found[productIds.indexOf(id)]?.title || id);
    throw new HttpError(422, "checkout/unavailable", `No longer available: ${listTitles(names)}. Remove it from your cart to continue.`, { productIds: unavailable });
  }
  const products = found as Product[];

  // A creator already has their own course; paying for it would charge them the shop's commission.
  const created = products.filter((product) => product.creators.includes(uid));
  if (created.length) {
    const titles = listTitles(created.map((product) => product.title));
    throw new HttpError(409, "checkout/own-product", `You created ${titles}: it is yours already. Remove it from your cart to continue.`, { productIds: created.map((product) => product.id) });
  }

  const relations = await adminDb().getAll(...products.map((product) => relationRef(uid, product.id)));
  const owned = products.filter((_, index) => relations[index]?.exists);
  if (owned.length) {
    throw new HttpError(409, "checkout/already-owned", `You already own ${listTitles(owned.map((product) => product.title))}.`, { productIds: owned.map((product) => product.id) });
  }

  const free = products.filter(isFree);
  const paid = products.filter((product) => !isFree(product));
  // Refused before anything is written, free enrolments included.
  if (paid.length && !country) throw new HttpError(400, "checkout/country", COUNTRY_REQUIRED, { field: "country" });
  const total = paid.reduce((sum, product) => sum + toCents(product.price), 0) / 100;
  // A product in an order that can still be paid is refused, free ones too (it was paid for when
  // that order opened); claimOpenCheckout checks again in its transaction.
  const now = Date.now();
  const open = await openOrdersOf((...refs) => adminDb().getAll(...refs), uid, productIds, now);
  if (open.length && !resumableOrder(open, paid.map((product) => product.id), total, country, now)) throw openOrderRefusal(open, productIds);
  if (free.length) {
    await enrolFree(uid, free, { version: CHECKOUT_CONSENT.version, at: Timestamp.now() });
    for (const product of free) revalidateTag(productTag(product.id), "max");
  }
  const enrolled = free.map((product) => product.id);
  if (!paid.length || !country) return { url: null, orderId: null, enrolled };

  const teams = await readTeams(paid.map((product) => product.id));
  const items = paid.map((product, index) => ({
    productId: product.id,
    title: product.title,
    price: product.price,
    ...payoutSnapshot({ creators: product.creators, payout: teams[index]?.payout ?? [] }),
  }));
  const order: Order & { country: string; vatPercent: number } = {
    id: generateId("order"),
    country,
    vatPercent: vatPercentFor(country),
    uid,
    items,
    total,
    currency: "EUR",
    status: "pending",
    provider: provider.providerName,
    sessionId: "",
    createdOn: new Date().toISOString(),
    paidOn: null,
  };
  const newOrderRef = orderRef(order.id);
  const openOrderId = await claimOpenCheckout(uid, order, newOrderRef);
  if (openOrderId) return { url: await sessionUrlOf(openOrderId), orderId: openOrderId, enrolled };

  const customerId = (await userRef(uid).get()).get("customerId");
  const priceIds = Object.fromEntries(paid.filter((product) => product.priceId).map((product) => [product.id, product.priceId]));
  try {
    const session = await provider.createCheckout({
      order,
      customer: { uid, email, customerId: typeof customerId === "string" ? customerId : "" },
      priceIds,
      successUrl: `${origin}/checkout/success?order=${order.id}`,
      cancelUrl: `${origin}/checkout/cancelled?order=${order.id}`,
    });
    await newOrderRef.update({ sessionId: session.sessionId, sessionUrl: session.url });
    return { url: session.url, orderId: order.id, enrolled };
  } catch (error) {
    console.error(`Checkout session for ${order.id} failed`, error);
    await newOrderRef.update({ status: "failed" });
    throw new HttpError(502, "checkout/provider-unavailable", "The payment service could not be reached. Nothing was charged; please try again.");
  }
}
