import { revalidateTag } from "next/cache";
import { GET as creditNoteRoute } from "@/app/api/orders/[id]/credit-note/route";
import { GET as invoiceRoute } from "@/app/api/orders/[id]/invoice/route";
import { adminDb } from "@/lib/firebase/server";
import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider } from "@/lib/payments/local";
import { handlePaymentEvent } from "@/lib/payments/webhook.server";
import { pdfText } from "../e2e/support/pdf-text";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { paidCourse, seedPaymentsData } from "./payments-fixtures";
import { apiRequest, idToken } from "./support";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "invoice-password-1";
const tokens: Record<"buyer" | "other", string> = { buyer: "", other: "" };
let buyer: string;
let orderId: string;

const get = (id: string, token: string | null) => invoiceRoute(apiRequest(`http://shop.test/api/orders/${id}/invoice`, { token }), { params: Promise.resolve({ id }) });
const getCreditNote = (id: string, token: string | null) => creditNoteRoute(apiRequest(`http://shop.test/api/orders/${id}/credit-note`, { token }), { params: Promise.resolve({ id }) });
const pay = async () => handlePaymentEvent({ id: "evt_1", type: "paid", orderId, sessionId: (await adminDb().doc(`orders/${orderId}`).get()).get("sessionId"), amountTotal: 2499 });

beforeAll(async () => {
  await clearAuth();
  buyer = await createAccount("invoice-buyer@example.com", PASSWORD);
  await createAccount("invoice-other@example.com", PASSWORD);
  tokens.buyer = await idToken("invoice-buyer@example.com", PASSWORD);
  tokens.other = await idToken("invoice-other@example.com", PASSWORD);
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedPaymentsData();
  await adminDb().doc(`users/${buyer}`).set({ uid: buyer, email: "invoice-buyer@example.com", firstName: "Jonas", lastName: "Weber", customerId: "", connectId: "", cart: [] });
  const placed = await checkout({ uid: buyer, email: "invoice-buyer@example.com", country: "DE", productIds: [paidCourse.id], origin: "http://shop.test", provider: createLocalProvider("s") });
  orderId = placed.orderId!;
  vi.mocked(revalidateTag).mockClear();
});

describe("GET /api/orders/[id]/invoice", () => {
  it("answers 404 while the order is unpaid, then the buyer's PDF with the invoice number and 19 % VAT", async () => {
    expect((await get(orderId, tokens.buyer)).status).toBe(404);
    await handlePaymentEvent({ id: "evt_1", type: "paid", orderId, sessionId: (await adminDb().doc(`orders/${orderId}`).get()).get("sessionId"), amountTotal: 2499 });
    const response = await get(orderId, tokens.buyer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const number = (await adminDb().doc(`orders/${orderId}`).get()).get("invoiceNumber") as string;
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Invoice number ${number}`);
    expect(text).toContain("Jonas Weber");
    expect(text).toMatch(/VAT 19 %/);
  });

  it("answers someone else, a visitor and a malformed id as if there were no invoice", async () => {
    const sessionId = (await adminDb().doc(`orders/${orderId}`).get()).get("sessionId");
    await handlePaymentEvent({ id: "evt_1", type: "paid", orderId, sessionId, amountTotal: 2499 });
    const other = await get(orderId, tokens.other);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ code: "invoice/not-found", error: "There is no invoice for this order in your account." });
    expect((await get(orderId, null)).status).toBe(401);
    expect((await get("../users/x", tokens.buyer)).status).toBe(404);
  });

  it("prints a buyer's name with letters outside Latin-1 exactly", async () => {
    await adminDb().doc(`users/${buyer}`).update({ firstName: "Jürgen", lastName: "Müller-Łukasz" });
    await pay();
    const text = await pdfText(new Uint8Array(await (await get(orderId, tokens.buyer)).arrayBuffer()));
    expect(text).toContain("Jürgen Müller-Łukasz");
  });
});

describe("GET /api/orders/[id]/credit-note", () => {
  it("answers 404 until the refund, then the buyer's PDF with its CN number, the invoice it reverses and negated figures", async () => {
    await pay();
    expect((await getCreditNote(orderId, tokens.buyer)).status).toBe(404);
    await handlePaymentEvent({ id: "evt_2", type: "refunded", orderId, sessionId: "", amountTotal: 2499 });
    const order = (await adminDb().doc(`orders/${orderId}`).get()).data()!;
    const number = order.creditNoteNumber as string;
    expect(number).toMatch(/^CN-\d{4}-000001$/);

    const response = await getCreditNote(orderId, tokens.buyer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="credit-note-${number}.pdf"`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Credit note number ${number}`);
    expect(text).toMatch(new RegExp(`Reverses invoice ${order.invoiceNumber} of \\d{1,2} \\w+ \\d{4} in full\\.`));
    // 24.99 / 1.19: net 21.00, VAT 3.99, each negated.
    expect(text).toContain("19 % on -€21.00 net = -€3.99 VAT");
    expect(text).toContain("Jonas Weber");
  });

  it("answers someone else, a visitor and a malformed id as if there were no credit note", async () => {
    await pay();
    await handlePaymentEvent({ id: "evt_2", type: "refunded", orderId, sessionId: "", amountTotal: 2499 });
    const other = await getCreditNote(orderId, tokens.other);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ code: "credit-note/not-found", error: "There is no credit note for this order in your account." });
    expect((await getCreditNote(orderId, null)).status).toBe(401);
    expect((await getCreditNote("../users/x", tokens.buyer)).status).toBe(404);
  });
});
