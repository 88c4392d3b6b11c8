import { POST as webhook } from "@/app/api/payments/webhook/route";
import { adminDb } from "@/lib/firebase/server";
import { mailKeys } from "@/lib/mail/keys";
import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider, LOCAL_SIGNATURE_HEADER, signLocalPayload } from "@/lib/payments/local";
import type { PaymentEvent } from "@/lib/payments/provider";
import { handlePaymentEvent } from "@/lib/payments/webhook.server";
import { registerRulesEnv } from "../rules/rules-env";
import { caughtMail, mailDocs, waitForDelivery, writeAccount } from "./mail-support";
import { BUYER, COCREATOR, CREATOR, notificationsOf, paidCourse, paidDocument, readDoc, seedPaymentsData, writeBuyer, writeProduct } from "./payments-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

// The secret the webhook route's local provider verifies with when none is configured.
const SECRET = "local-payments-development-secret";
const rulesEnv = registerRulesEnv();
const year = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Vienna", year: "numeric" }).format(new Date()));
const THIRD = "third-uid";

type Placed = { orderId: string; sessionId: string; cents: number };

async function placeAndPay(uid: string, productIds: string[], country: string): Promise<Placed> {
  const result = await checkout({ uid, email: `${uid}@example.com`, country, productIds, origin: "http://shop.test", provider: createLocalProvider("s") });
  const order = await readDoc(`orders/${result.orderId}`);
  const placed = { orderId: result.orderId!, sessionId: result.url!.split("/").pop()!, cents: Math.round(Number(order?.total) * 100) };
  await handlePaymentEvent({ id: `evt_paid_${placed.orderId}`, type: "paid", orderId: placed.orderId, sessionId: placed.sessionId, amountTotal: placed.cents });
  return placed;
}

/** The local provider's signed refund event, as refundLocalPayment sends it, delivered to the webhook route. */
function deliverRefund({ orderId, cents }: Placed, eventId = `evt_refund_${orderId}`) {
  const event: PaymentEvent = { id: eventId, type: "refunded", orderId, sessionId: "", amountTotal: cents };
  const body = JSON.stringify(event);
  return webhook(new Request("http://shop.test/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", [LOCAL_SIGNATURE_HEADER]: signLocalPayload(body, SECRET) }, body }));
}

const outcomes = async (responses: Response[]) => Promise.all(responses.map(async (response) => ((await response.json()) as { outcome?: string }).outcome));
const creditNotes = async () => (await adminDb().collection("creditNotes").get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string });

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedPaymentsData();
  // Lena 50 %, Jonas 30 %, a third creator 20 %: the course has three creators.
  await writeProduct({ ...paidCourse, creators: [CREATOR, COCREATOR, THIRD] }, { payout: [50, 30, 20] });
  await writeBuyer();
  await Promise.all([writeAccount(CREATOR), writeAccount(COCREATOR), writeAccount(THIRD)]);
});

describe("the credit note of a refund", () => {
  it("five concurrent deliveries of the signed refund write one credit note that negates the invoice to the cent, and one of each email", async () => {
    const placed = await placeAndPay(BUYER, [paidCourse.id, paidDocument.id], "DE");
    const invoice = (await readDoc(`invoices/${placed.orderId}`))!;

    const results = await outcomes(await Promise.all(Array.from({ length: 5 }, () => deliverRefund(placed))));
    expect(results.filter((outcome) => outcome === "refunded")).toHaveLength(1);
    expect(results.filter((outcome) => outcome === "duplicate")).toHaveLength(4);
    // A late replay, as a provider retrying after a timeout would send it.
    expect(await outcomes([await deliverRefund(placed)])).toEqual(["duplicate"]);

    const notes = await creditNotes();
    expect(notes).toHaveLength(1);
    const number = `CN-${year}-000001`;
    expect(notes[0]).toMatchObject({
      id: placed.orderId,
      uid: BUYER,
      number,
      invoiceNumber: invoice.number,
      invoiceIssuedOn: invoice.issuedOn,
      currency: "EUR",
      seller: invoice.seller,
      buyer: { name: "Maya F", email: "buyer@example.com", country: "DE" },
      vatPercent: 19,
      lines: [
        { productId: paidCourse.id, title: paidCourse.title, grossCents: -2499, netCents: -2100, vatCents: -399 },
        { productId: paidDocument.id, title: paidDocument.title, grossCents: -1250, netCents: -1050, vatCents: -200 },
      ],
      totals: { grossCents: -3749, netCents: -3150, vatCents: -599 },
    });
    expect(notes[0]!.totals).toEqual({ grossCents: -invoice.totals.grossCents, netCents: -invoice.totals.netCents, vatCents: -invoice.totals.vatCents });
    expect(await readDoc(`orders/${placed.orderId}`)).toMatchObject({ status: "refunded", creditNoteNumber: number, invoiceNumber: invoice.number });
    expect(await readDoc(`invoiceCounters/${year}`)).toEqual({ invoice: 1, creditNote: 1 });

    // The buyer's confirmation, and each creator's notice of each of their refunded items.
    const refundKeys = [
      mailKeys.saleRefunded(placed.orderId, paidCourse.id, CREATOR),
      mailKeys.saleRefunded(placed.orderId, paidCourse.id, COCREATOR),
      mailKeys.saleRefunded(placed.orderId, paidCourse.id, THIRD),
      mailKeys.saleRefunded(placed.orderId, paidDocument.id, CREATOR),
    ];
    const keys = [mailKeys.refundConfirmation(placed.orderId), ...refundKeys];
    const queued = Object.keys(await mailDocs()).filter((key) => !key.startsWith("order-confirmation_") && !key.startsWith("sale_"));
    expect(queued.sort()).toEqual([...keys].sort());
    await waitForDelivery(keys);
    const caught = await caughtMail(keys);
    expect(caught.map((mail) => mail.mailId).sort()).toEqual([...keys].sort());
    const confirmation = caught.find((mail) => mail.mailId === mailKeys.refundConfirmation(placed.orderId))!;
    expect(confirmation).toMatchObject({ to: "buyer@example.com", subject: `Your order ${placed.orderId} was refunded` });
    expect(confirmation.text).toContain(`Credit note ${number} reverses the invoice of this order.`);
    expect(confirmation.text).toContain(`/dashboard/orders/${placed.orderId}/credit-note`);
    expect(caught.filter((mail) => mail.subject === `Refunded: ${paidCourse.title}`).map((mail) => mail.to).sort()).toEqual([`${COCREATOR}@example.com`, `${CREATOR}@example.com`, `${THIRD}@example.com`]);

    const refundNotices = async (uid: string) => (await notificationsOf(uid)).filter((note) => note.type === "refund").map((note) => note.title).sort();
    expect(await refundNotices(CREATOR)).toEqual([`Refunded: ${paidDocument.title}`, `Refunded: ${paidCourse.title}`].sort());
    expect(await refundNotices(COCREATOR)).toEqual([`Refunded: ${paidCourse.title}`]);
    expect(await refundNotices(THIRD)).toEqual([`Refunded: ${paidCourse.title}`]);
    expect(await refundNotices(BUYER)).toEqual([]);
  }, 120_000);

  it("refunds of three orders at once take the year's credit note numbers 1 to 3, each once, beside the invoice numbers", async () => {
    const buyers = ["cn-buyer-a", "cn-buyer-b", "cn-buyer-c"];
    await Promise.all(buyers.map((uid) => writeAccount(uid)));
    const placed: Placed[] = [];
    for (const uid of buyers) placed.push(await placeAndPay(uid, [paidDocument.id], "AT"));

    // Each refund twice at once, a provider's retry racing the first.
    const results = await outcomes(await Promise.all(placed.flatMap((order) => [deliverRefund(order), deliverRefund(order)])));
    expect(results.filter((outcome) => outcome === "refunded")).toHaveLength(3);

    const numbers = (await creditNotes()).map((note) => note.number as string).sort();
    expect(numbers).toEqual([1, 2, 3].map((sequence) => `CN-${year}-${String(sequence).padStart(6, "0")}`));
    expect(await readDoc(`invoiceCounters/${year}`)).toEqual({ invoice: 3, creditNote: 3 });
    for (const order of placed) {
      const note = await readDoc(`creditNotes/${order.orderId}`);
      expect(note).toMatchObject({ invoiceNumber: (await readDoc(`invoices/${order.orderId}`))?.number, totals: { grossCents: -1250, netCents: -1042, vatCents: -208 } });
      expect(await readDoc(`orders/${order.orderId}`)).toMatchObject({ creditNoteNumber: note?.number });
    }
  }, 120_000);

  it("a creator who turned off sale emails is told in the app only; the buyer's confirmation goes whatever their switches", async () => {
    await writeAccount(COCREATOR, { emailOnSale: false });
    await adminDb().doc(`users/${BUYER}`).set({ settings: { emailOnSale: false, emailOnReview: false, emailOnQuestion: false, emailOnApproval: false, newsletter: false } }, { merge: true });
    const placed = await placeAndPay(BUYER, [paidCourse.id], "AT");
    await deliverRefund(placed);
    const refundMail = Object.keys(await mailDocs()).filter((key) => key.startsWith("refund-confirmation_") || key.startsWith("sale-refunded_"));
    expect(refundMail.sort()).toEqual(
      [mailKeys.refundConfirmation(placed.orderId), mailKeys.saleRefunded(placed.orderId, paidCourse.id, CREATOR), mailKeys.saleRefunded(placed.orderId, paidCourse.id, THIRD)].sort(),
    );
    expect((await notificationsOf(COCREATOR)).filter((note) => note.type === "refund")).toHaveLength(1);
  });

  it("an order paid before invoices existed is refunded without a credit note, and takes no number", async () => {
    const placed = await placeAndPay(BUYER, [paidDocument.id], "AT");
    await adminDb().doc(`invoices/${placed.orderId}`).delete();
    await adminDb().doc(`invoiceCounters/${year}`).delete();
    expect(await outcomes([await deliverRefund(placed)])).toEqual(["refunded"]);
    expect(await creditNotes()).toEqual([]);
    expect(await readDoc(`invoiceCounters/${year}`)).toBeUndefined();
    expect(await readDoc(`orders/${placed.orderId}`)).not.toHaveProperty("creditNoteNumber");
    expect((await mailDocs())[mailKeys.refundConfirmation(placed.orderId)]).toMatchObject({ kind: "refund-confirmation" });
  });
});
