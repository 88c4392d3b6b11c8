import { revalidateTag } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider } from "@/lib/payments/local";
import { creatorsPoolCents, splitItem } from "@/lib/payments/money";
import { handlePaymentEvent } from "@/lib/payments/webhook.server";
import { registerRulesEnv } from "../rules/rules-env";
import { BUYER, COCREATOR, CREATOR, paidCourse, paidDocument, readDoc, freshPaymentsData, writeBuyer, writeProduct } from "./payments-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const SECRET = "local-payments-development-secret";
const rulesEnv = registerRulesEnv();
const provider = createLocalProvider(SECRET);
const year = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Vienna", year: "numeric" }).format(new Date()));

type Placed = { orderId: string; sessionId: string; cents: number };

async function place(uid: string, productIds: string[], country: string): Promise<Placed> {
  const result = await checkout({ uid, email: `${uid}@example.com`, country, productIds, origin: "http://shop.test", provider });
  const order = await readDoc(`orders/${result.orderId}`);
  return { orderId: result.orderId!, sessionId: result.url!.split("/").pop()!, cents: Math.round(Number(order?.total) * 100) };
}

const pay = ({ orderId, sessionId, cents }: Placed, eventId = `evt_${orderId}`) =>
  handlePaymentEvent({ id: eventId, type: "paid", orderId, sessionId, amountTotal: cents });

beforeEach(async () => {
  await freshPaymentsData(rulesEnv());
  vi.mocked(revalidateTag).mockClear();
});

describe("invoice numbers", () => {
  it("20 orders paid at once get the numbers 1 to 20 of the year, each once, and replays keep them", async () => {
    const buyers = Array.from({ length: 20 }, (_, index) => `buyer-${String(index).padStart(2, "0")}`);
    await Promise.all(buyers.map((uid) => adminDb().doc(`users/${uid}`).set({ uid, email: `${uid}@example.com`, firstName: "B", lastName: uid, customerId: "", connectId: "", cart: [] })));
    const orders: Placed[] = [];
    for (const uid of buyers) orders.push(await place(uid, [paidCourse.id], "AT"));

    // All 20 payments at once, then each again at once (a provider's retry racing the first).
    const outcomes = await Promise.all(orders.map((order) => pay(order)));
    expect(outcomes).toEqual(orders.map(() => "granted"));
    expect(new Set(await Promise.all(orders.map((order) => pay(order))))).toEqual(new Set(["duplicate"]));

    const numbers = await Promise.all(orders.map(async ({ orderId }) => (await readDoc(`invoices/${orderId}`))?.number as string));
    const expected = Array.from({ length: 20 }, (_, index) => `${year}-${String(index + 1).padStart(6, "0")}`);
    expect([...numbers].sort()).toEqual(expected);
    expect(await readDoc(`invoiceCounters/${year}`)).toEqual({ invoice: 20 });
    for (const [index, { orderId }] of orders.entries()) expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: "paid", invoiceNumber: numbers[index] });

    // A late replay of each payment, with another event id, changes nothing.
    expect(new Set(await Promise.all(orders.map((order) => pay(order, `evt_late_${order.orderId}`))))).toEqual(new Set(["duplicate"]));
    expect(await Promise.all(orders.map(async ({ orderId }) => (await readDoc(`invoices/${orderId}`))?.number))).toEqual(numbers);
    expect(await readDoc(`invoiceCounters/${year}`)).toEqual({ invoice: 20 });
    // Twenty transactions contending for one counter take the emulator a while.
  }, 120_000);

  it("an order that is never paid takes no number, so the next paid one follows without a gap", async () => {
    await writeBuyer();
    await place(BUYER, [paidDocument.id], "AT");
    await adminDb().doc("users/other").set({ uid: "other", email: "other@example.com", firstName: "O", lastName: "T", customerId: "", connectId: "", cart: [] });
    const paid = await place("other", [paidCourse.id], "AT");
    await pay(paid);
    expect(await readDoc(`invoices/${paid.orderId}`)).toMatchObject({ number: `${year}-000001` });
  });
});

describe("the invoice of a buyer in Germany", () => {
  it("states seller, buyer, 19 % VAT per line and in total to the cent, and the ledger deducts the same VAT", async () => {
    await writeProduct(paidCourse, { payout: [70, 30] });
    await writeBuyer();
    const placed = await place(BUYER, [paidCourse.id, paidDocument.id], "DE");
    expect(await readDoc(`orders/${placed.orderId}`)).toMatchObject({ country: "DE", vatPercent: 19, total: 37.49 });
    expect(await pay(placed)).toBe("granted");

    const invoice = await readDoc(`invoices/${placed.orderId}`);
    expect(invoice).toMatchObject({
      uid: BUYER,
      number: `${year}-000001`,
      currency: "EUR",
      seller: { name: "Verdant Campus GmbH", vatId: "ATU12345678", address: ["Lindengasse 56/14", "1070 Vienna", "Austria"] },
      buyer: { name: "Maya F", email: "buyer@example.com", country: "DE" },
      vatPercent: 19,
      // 24.99 / 1.19 = 21.0000… net, 3.99 VAT; 12.50 / 1.19 = 10.5042… net, 2.00 VAT.
      lines: [
        { productId: paidCourse.id, title: paidCourse.title, grossCents: 2499, netCents: 2100, vatCents: 399 },
        { productId: paidDocument.id, title: paidDocument.title, grossCents: 1250, netCents: 1050, vatCents: 200 },
      ],
      totals: { grossCents: 3749, netCents: 3150, vatCents: 599 },
    });

    const entries = (await adminDb().collection("payouts").where("orderId", "==", placed.orderId).get()).docs.map((doc) => doc.data());
    const amountOf = (productId: string, uid: string) => entries.find((entry) => entry.productId === productId && entry.uid === uid)?.amountCents;
    const course = splitItem(creatorsPoolCents(2499, 19), [CREATOR, COCREATOR], [70, 30]);
    expect(amountOf(paidCourse.id, CREATOR)).toBe(course[0]!.cents);
    expect(amountOf(paidCourse.id, COCREATOR)).toBe(course[1]!.cents);
    expect(amountOf(paidDocument.id, CREATOR)).toBe(creatorsPoolCents(1250, 19));
    // At 19 % the creators get more than at Austria's 20 %: the VAT deducted is the invoice's.
    expect(creatorsPoolCents(2499, 19)).toBeGreaterThan(creatorsPoolCents(2499, 20));
  });

  it("a buyer outside the EU pays no VAT: net equals gross", async () => {
    await writeBuyer();
    const placed = await place(BUYER, [paidDocument.id], "US");
    await pay(placed);
    expect(await readDoc(`invoices/${placed.orderId}`)).toMatchObject({ vatPercent: 0, buyer: { country: "US" }, totals: { grossCents: 1250, netCents: 1250, vatCents: 0 } });
  });
});
