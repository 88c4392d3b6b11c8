import { revalidateTag } from "next/cache";
import { POST as startCheckout } from "@/app/api/checkout/route";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";
import { adminDb } from "@/lib/firebase/server";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { freeGuide, paidCourse, readDoc, freshPaymentsData } from "./payments-fixtures";
import { apiRequest, idToken } from "./support";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const rulesEnv = registerRulesEnv();
const EMAIL = "consent-buyer@example.com";
const PASSWORD = "consent-password-1";
let uid: string;
let token: string;

const post = (body: unknown) => startCheckout(apiRequest("http://shop.test/api/checkout", { method: "POST", token, body }));
const count = async (name: string) => (await adminDb().collection(name).count().get()).data().count;

/** What a refused checkout must leave as it was: no order, no lock, no enrolment, no counts. */
async function nothingWritten() {
  expect(await count("orders")).toBe(0);
  expect(await count("checkoutLocks")).toBe(0);
  expect(await count("userProductRelations")).toBe(0);
  expect(await readDoc(`products/${paidCourse.id}`)).toMatchObject({ participants: 3 });
  expect(await readDoc(`products/${freeGuide.id}`)).toMatchObject({ participants: 3 });
  expect((await readDoc(`users/${uid}`))?.country).toBeUndefined();
}

beforeAll(async () => {
  await clearAuth();
  uid = await createAccount(EMAIL, PASSWORD);
  token = await idToken(EMAIL, PASSWORD);
});
beforeEach(async () => {
  await freshPaymentsData(rulesEnv());
  await adminDb().doc(`users/${uid}`).set({ uid, email: EMAIL, firstName: "Lena", lastName: "Berg", customerId: "", connectId: "", cart: [] });
  vi.mocked(revalidateTag).mockClear();
});

describe("consent at checkout", () => {
  it.each([
    ["without the box ticked", { productIds: [paidCourse.id], country: "DE" }],
    ["with `true` instead of the consent's version", { productIds: [paidCourse.id], consent: true, country: "DE" }],
    ["for a free course alone", { productIds: [freeGuide.id] }],
  ])("is refused %s: 400, a readable message on the consent field, nothing written", async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "checkout/consent-required", field: "consent", error: expect.stringMatching(/^Tick the box to agree .* Nothing was charged\.$/) });
    await nothingWritten();
  });

  it("asks to read the consent again when the tab ticked an older wording", async () => {
    const response = await post({ productIds: [paidCourse.id], consent: "2020-01-01", country: "DE" });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/wording of the consent has changed/);
    await nothingWritten();
  });

  it("stores the consent's version and time on the order, with the country and its VAT rate, and the country on the account", async () => {
    const before = Date.now();
    const response = await post({ productIds: [paidCourse.id], consent: CHECKOUT_CONSENT.version, country: "DE" });
    expect(response.status).toBe(200);
    const [order] = (await adminDb().collection("orders").where("uid", "==", uid).get()).docs.map((doc) => doc.data());
    expect(order).toMatchObject({ status: "pending", country: "DE", vatPercent: 19, consent: { version: CHECKOUT_CONSENT.version } });
    expect(order!.consent.at.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(await readDoc(`users/${uid}`)).toMatchObject({ country: "DE" });
  });

  it("a free course needs the same consent, and its enrolment keeps it", async () => {
    const response = await post({ productIds: [freeGuide.id], consent: CHECKOUT_CONSENT.version });
    expect(await response.json()).toEqual({ enrolled: [freeGuide.id] });
    expect(await readDoc(`userProductRelations/${uid}_${freeGuide.id}`)).toMatchObject({ source: "free", consent: { version: CHECKOUT_CONSENT.version, at: expect.anything() } });
    expect(await count("orders")).toBe(0);
  });
});

describe("the buyer's country", () => {
  it.each([
    ["an unknown code", "XX"],
    ["a name instead of a code", "Germany"],
    ["lower case", "de"],
    ["a number", 49],
  ])("is refused as %s: 400 on the country field, nothing written", async (_name, country) => {
    const response = await post({ productIds: [paidCourse.id, freeGuide.id], consent: CHECKOUT_CONSENT.version, country });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "checkout/country", field: "country", error: expect.stringMatching(/^Choose the country you live in/) });
    await nothingWritten();
  });

  it("is required when something is paid for, before the free part of the cart is enrolled", async () => {
    const response = await post({ productIds: [freeGuide.id, paidCourse.id], consent: CHECKOUT_CONSENT.version });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("checkout/country");
    await nothingWritten();
  });
});
