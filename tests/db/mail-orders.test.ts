import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider } from "@/lib/payments/local";
import type { PaymentEvent } from "@/lib/payments/provider";
import { handlePaymentEvent } from "@/lib/payments/webhook.server";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import { queueMail, readRecipients } from "@/lib/db/mail.server";
import { mailKeys } from "@/lib/mail/keys";
import { registerRulesEnv } from "../rules/rules-env";
import { caughtMail, mailDocs, waitForDelivery, writeAccount } from "./mail-support";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";
import { BUYER, cartLine, COCREATOR, CREATOR, freeGuide, paidCourse, paidDocument, seedPaymentsData, writeBuyer } from "./payments-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const rulesEnv = registerRulesEnv();
let orderId: string;
let sessionId: string;

const event = (overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({ id: "evt_paid", type: "paid", orderId, sessionId, amountTotal: 3749, ...overrides });
const refundEvent = () => event({ id: "evt_refund", type: "refunded" });

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedPaymentsData();
  await writeBuyer([cartLine(paidCourse), cartLine(paidDocument)]);
  await Promise.all([writeAccount(CREATOR), writeAccount(COCREATOR)]);
  const result = await checkout({ uid: BUYER, email: "buyer@example.com", productIds: [paidCourse.id, paidDocument.id], country: "AT", origin: "http://shop.test", provider: createLocalProvider("secret") });
  orderId = result.orderId!;
  sessionId = result.url!.split("/").pop()!;
});

const sales = () => [
  mailKeys.sale(orderId, paidCourse.id, CREATOR),
  mailKeys.sale(orderId, paidCourse.id, COCREATOR),
  mailKeys.sale(orderId, paidDocument.id, CREATOR),
];

describe("emails of a paid order", () => {
  it("the buyer's confirmation and each creator's sale email reach the mail catcher", async () => {
    await handlePaymentEvent(event());
    const keys = [mailKeys.orderConfirmation(orderId), ...sales()];
    expect(Object.keys(await mailDocs()).sort()).toEqual([...keys].sort());
    await waitForDelivery(keys);

    const caught = await caughtMail(keys);
    expect(caught).toHaveLength(4);
    const confirmation = caught.find((mail) => mail.mailId === mailKeys.orderConfirmation(orderId))!;
    expect(confirmation).toMatchObject({ to: "buyer@example.com", subject: `Your order ${orderId} is confirmed` });
    expect(confirmation.text).toContain(`/dashboard/orders/${orderId}/invoice`);
    expect(confirmation.text).toContain(`/dashboard/orders/${orderId}`);
    expect(confirmation.text).toContain("Total: €37.49");
    expect(confirmation.html).toContain(`href="http://localhost:3000/dashboard/orders/${orderId}/invoice"`);
    expect(caught.filter((mail) => mail.subject === `New sale: ${paidCourse.title}`).map((mail) => mail.to).sort()).toEqual([`${COCREATOR}@example.com`, `${CREATOR}@example.com`]);
  });

  it("a replayed or concurrent payment event queues each email once, and the catcher holds each once", async () => {
    await Promise.all(Array.from({ length: 3 }, () => handlePaymentEvent(event())));
    await handlePaymentEvent(event());
    const keys = [mailKeys.orderConfirmation(orderId), ...sales()];
    expect(Object.keys(await mailDocs())).toHaveLength(4);
    await waitForDelivery(keys);
    expect((await caughtMail(keys)).map((mail) => mail.mailId).sort()).toEqual([...keys].sort());
  });

  it("a second event with the same key cannot queue a second email: its whole batch fails", async () => {
    const recipients = await readRecipients([BUYER]);
    const queue = () => {
      const batch = adminDb().batch();
      queueMail(batch, recipients, BUYER, "order-confirmation_same", "order-confirmation", { subject: "Once", text: "t", html: "<p>h</p>" });
      batch.set(adminDb().doc("orders/marker"), { at: Date.now() });
      return batch.commit();
    };
    await queue();
    const marker = (await adminDb().doc("orders/marker").get()).get("at");
    await expect(queue()).rejects.toThrow(/exist/i);
    expect(Object.keys(await mailDocs())).toEqual(["order-confirmation_same"]);
    expect((await adminDb().doc("orders/marker").get()).get("at")).toBe(marker);
  });

  it("a transaction the Admin SDK starts again after contention still queues its email", async () => {
    const recipients = await readRecipients([BUYER]);
    let attempts = 0;
    await adminDb().runTransaction(async (tx) => {
      await tx.get(adminDb().doc("orders/marker"));
      queueMail(tx, recipients, BUYER, "order-confirmation_retried", "order-confirmation", { subject: "Retried", text: "t", html: "<p>h</p>" });
      // ABORTED is what Firestore answers a contended commit; the SDK runs this body again on the same Transaction.
      if (++attempts === 1) throw Object.assign(new Error("contention"), { code: 10 });
    });
    expect(attempts).toBe(2);
    expect(Object.keys(await mailDocs())).toEqual(["order-confirmation_retried"]);
  });

  it("a creator listed twice on a product gets one sale email, and the payment still commits", async () => {
    await adminDb().doc(`products/${paidCourse.id}`).update({ creators: [CREATOR, CREATOR, COCREATOR] });
    expect(await handlePaymentEvent(event())).toBe("granted");
    expect(Object.keys(await mailDocs()).sort()).toEqual([mailKeys.orderConfirmation(orderId), ...sales()].sort());
  });

  it("a creator who turned off sale emails gets none; the buyer's confirmation goes whatever their switches", async () => {
    await writeAccount(CREATOR, { emailOnSale: false });
    await adminDb().doc(`users/${BUYER}`).set({ settings: { emailOnSale: false, emailOnReview: false, emailOnQuestion: false, emailOnApproval: false, newsletter: false } }, { merge: true });
    await handlePaymentEvent(event());
    expect(Object.keys(await mailDocs()).sort()).toEqual([mailKeys.orderConfirmation(orderId), mailKeys.sale(orderId, paidCourse.id, COCREATOR)].sort());
  });

  it("a buyer whose address Firebase Auth has not verified gets no confirmation; the creators' sale emails go, from one Auth lookup (issue 48)", async () => {
    await adminAuth().updateUser(BUYER, { emailVerified: false });
    const getUsers = vi.spyOn(adminAuth(), "getUsers");
    try {
      expect(await handlePaymentEvent(event())).toBe("granted");
      expect(Object.keys(await mailDocs()).sort()).toEqual([...sales()].sort());
      expect(getUsers).toHaveBeenCalledTimes(1);
    } finally {
      getUsers.mockRestore();
    }
  });

  it("an amount that differs from the order's total sends nothing", async () => {
    await handlePaymentEvent(event({ amountTotal: 1 }));
    expect(await mailDocs()).toEqual({});
  });
});

describe("emails of a refund", () => {
  it("the buyer gets one refund confirmation, also when the refund event is replayed", async () => {
    await handlePaymentEvent(event());
    await Promise.all([handlePaymentEvent(refundEvent()), handlePaymentEvent(refundEvent())]);
    await handlePaymentEvent(refundEvent());
    const key = mailKeys.refundConfirmation(orderId);
    expect((await mailDocs())[key]).toMatchObject({ to: "buyer@example.com", kind: "refund-confirmation", uid: BUYER });
    await waitForDelivery([key]);
    const [caught, ...more] = await caughtMail([key]);
    expect(more).toEqual([]);
    expect(caught).toMatchObject({ subject: `Your order ${orderId} was refunded` });
    expect(caught!.text).toContain("We refunded €37.49");
  });
});

describe("emails of a free enrolment", () => {
  const enrolFree = () => checkout({ uid: BUYER, email: "buyer@example.com", productIds: [freeGuide.id], country: null, origin: "http://shop.test", provider: createLocalProvider("secret") });
  const enrolmentKeys = async () => Object.keys(await mailDocs()).filter((key) => key.startsWith("enrolment-confirmation_"));

  it("the learner gets one confirmation quoting the consent they gave, with no price and no invoice, also when two checkouts race", async () => {
    const results = await Promise.allSettled([enrolFree(), enrolFree()]);
    expect(results.some((result) => result.status === "fulfilled")).toBe(true);
    const keys = await enrolmentKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^enrolment-confirmation_${BUYER}_${freeGuide.id}_\\d+$`));
    expect((await mailDocs())[keys[0]!]).toMatchObject({ to: "buyer@example.com", kind: "enrolment-confirmation", uid: BUYER });

    await waitForDelivery(keys);
    const [caught, ...more] = await caughtMail(keys);
    expect(more).toEqual([]);
    expect(caught).toMatchObject({ to: "buyer@example.com", subject: `You are enrolled in ${freeGuide.title}` });
    expect(caught!.text).toContain(`${freeGuide.title}: free`);
    expect(caught!.text).toContain(CHECKOUT_CONSENT.text);
    expect(caught!.text).not.toMatch(/invoice|€/i);
    // Already enrolled: a second checkout is refused and sends nothing.
    await expect(enrolFree()).rejects.toMatchObject({ status: 409 });
    expect(await enrolmentKeys()).toHaveLength(1);
  });
});
