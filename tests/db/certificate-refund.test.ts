import { adminDb } from "@/lib/firebase/server";
import { completeCourse } from "@/lib/certificates/complete.server";
import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider } from "@/lib/payments/local";
import { handlePaymentEvent } from "@/lib/payments/webhook.server";
import { registerRulesEnv } from "../rules/rules-env";
import { BUYER, paidCourse, paidDocument, readDoc, freshPaymentsData, writeBuyer } from "./payments-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

// A refund takes back what the order gave, certificates included, in the webhook's transaction.
const rulesEnv = registerRulesEnv();

async function placeAndPay(productIds: string[]) {
  const result = await checkout({ uid: BUYER, email: "buyer@example.com", country: "DE", productIds, origin: "http://shop.test", provider: createLocalProvider("s") });
  const order = await readDoc(`orders/${result.orderId}`);
  const placed = { orderId: result.orderId!, sessionId: result.url!.split("/").pop()!, cents: Math.round(Number(order?.total) * 100) };
  await handlePaymentEvent({ id: `evt_paid_${placed.orderId}`, type: "paid", orderId: placed.orderId, sessionId: placed.sessionId, amountTotal: placed.cents });
  return placed;
}

const refund = ({ orderId, cents }: { orderId: string; cents: number }) =>
  handlePaymentEvent({ id: `evt_refund_${orderId}`, type: "refunded", orderId, sessionId: "", amountTotal: cents });

/** Every lecture of `productId` finished, and the certificate the server then issues. */
async function finish(productId: string): Promise<string> {
  await adminDb().doc(`products/${productId}/lectures/lec_only`).set({ title: "The only lecture", order: 0, sectionId: "s1", duration: 5, type: "video" });
  await adminDb().doc(`users/${BUYER}/progress/${productId}`).set({ completed: ["lec_only"], updatedAt: new Date() });
  const completion = await completeCourse(BUYER, productId);
  if (completion.status !== "complete") throw new Error("not complete");
  return completion.certificateId;
}

beforeEach(async () => {
  await freshPaymentsData(rulesEnv());
  await writeBuyer();
});
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

describe("a refund revokes the certificates of what it refunds", () => {
  it("revokes each refunded course's certificate once, with the reason Refunded, and a replayed refund changes nothing", async () => {
    const placed = await placeAndPay([paidCourse.id, paidDocument.id]);
    const [course, document] = [await finish(paidCourse.id), await finish(paidDocument.id)];

    expect(await refund(placed)).toBe("refunded");
    const revoked = await Promise.all([course, document].map((id) => readDoc(`certificates/${id}`)));
    for (const certificate of revoked) expect(certificate).toMatchObject({ revokedReason: "Refunded", revokedAt: expect.anything() });
    // The learner no longer holds them: buying again and finishing earns a new one.
    expect(await readDoc(`users/${BUYER}/certificates/${paidCourse.id}`)).toBeUndefined();

    expect(await refund(placed)).toBe("duplicate");
    const after = await Promise.all([course, document].map((id) => readDoc(`certificates/${id}`)));
    expect(after.map((certificate) => certificate?.revokedAt)).toEqual(revoked.map((certificate) => certificate?.revokedAt));
  });

  it("keeps an admin's earlier revocation reason", async () => {
    const placed = await placeAndPay([paidCourse.id]);
    const id = await finish(paidCourse.id);
    await adminDb().doc(`certificates/${id}`).update({ revokedAt: new Date("2026-01-02T00:00:00Z"), revokedReason: "Plagiarised assessment" });
    expect(await refund(placed)).toBe("refunded");
    expect(await readDoc(`certificates/${id}`)).toMatchObject({ revokedReason: "Plagiarised assessment" });
  });

  it("leaves a certificate alone when the order did not give the course (refunding another order)", async () => {
    const placed = await placeAndPay([paidDocument.id]);
    await adminDb().doc(`userProductRelations/${BUYER}_${paidCourse.id}`).set({ uid: BUYER, productId: paidCourse.id, source: "grant", orderId: null, createdOn: new Date() });
    const id = await finish(paidCourse.id);
    expect(await refund(placed)).toBe("refunded");
    expect(await readDoc(`certificates/${id}`)).toMatchObject({ revokedAt: null, revokedReason: null });
  });
});
