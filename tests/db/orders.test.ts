import { Timestamp } from "firebase/firestore";
import { getOrder, listOrders } from "@/lib/db/orders";
import { getUserRecord, updateCart } from "@/lib/db/users";
import { seedDoc, registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { seededAndSignedInEachTest } from "./support";

const rulesEnv = registerRulesEnv();
let alice: string;
let bob: string;

const seedOrder = (id: string, uid: string, createdOn: string, status = "paid") =>
  seedDoc(rulesEnv(), `orders/${id}`, {
    uid,
    items: [{ productId: "prod_a", title: "Soil Health", price: 9.99 }],
    total: 9.99,
    currency: "EUR",
    status,
    provider: "local",
    sessionId: `cs_${id}`,
    createdOn: Timestamp.fromDate(new Date(createdOn)),
  });

beforeAll(async () => {
  await clearAuth();
  alice = await createAccount("alice-orders@example.com", "alice-password");
  bob = await createAccount("bob-orders@example.com", "bob-password");
});
seededAndSignedInEachTest(
  rulesEnv,
  async () => {
    await seedOrder("order_old", alice, "2025-01-01T08:00:00Z");
    await seedOrder("order_new", alice, "2025-03-01T08:00:00Z", "pending");
    await seedOrder("order_bobs", bob, "2025-02-01T08:00:00Z");
    await seedDoc(rulesEnv(), `users/${alice}`, { uid: alice, email: "alice-orders@example.com", firstName: "A", lastName: "L", customerId: "", connectId: "", cart: [] });
  },
  "alice-orders@example.com",
  "alice-password",
);

describe("orders through the Lite SDK and the real rules", () => {
  it("lists only the user's own orders, newest first, as plain values", async () => {
    const { items: orders, next } = await listOrders(alice);
    expect(next).toBeNull();
    expect(orders.map((order) => order.id)).toEqual(["order_new", "order_old"]);
    expect(orders[1]).toEqual({
      id: "order_old",
      uid: alice,
      items: [{ productId: "prod_a", title: "Soil Health", price: 9.99 }],
      total: 9.99,
      currency: "EUR",
      status: "paid",
      provider: "local",
      sessionId: "cs_order_old",
      createdOn: "2025-01-01T08:00:00.000Z",
      paidOn: null,
    });
  });

  it("pages through 45 orders, 20 at a time: newest first, ties on the date by id, none twice or missed", async () => {
    const ids = Array.from({ length: 43 }, (_, index) => `order_${String(index).padStart(2, "0")}`);
    // Three dates only: most orders share theirs with 14 others.
    await Promise.all(ids.map((id, index) => seedOrder(id, alice, `2025-02-0${1 + (index % 3)}T08:00:00Z`)));
    const seen: string[] = [];
    const sizes: number[] = [];
    let after = null;
    do {
      const page: Awaited<ReturnType<typeof listOrders>> = await listOrders(alice, after);
      seen.push(...page.items.map((order) => order.id));
      sizes.push(page.items.length);
      after = page.next;
    } while (after);
    const day = (id: string) => ids.indexOf(id) % 3;
    const expected = ["order_new", ...[...ids].sort((a, b) => day(b) - day(a) || b.localeCompare(a)), "order_old"];
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(expected);
  });

  it("reads one of the user's orders and is refused someone else's", async () => {
    await expect(getOrder("order_new")).resolves.toMatchObject({ id: "order_new", status: "pending" });
    await expect(getOrder("order_bobs")).rejects.toMatchObject({ code: "permission-denied" });
  });
});

describe("updateCart", () => {
  it("changes the record's cart as stored now, drops malformed lines and answers what it saved", async () => {
    const line = { productId: "prod_a", title: "Soil Health", type: "documents" as const, price: 9.99, free: false };
    const other = { ...line, productId: "prod_b" };
    await expect(updateCart(alice, () => [line, { ...other, previewImgSmall: undefined }])).resolves.toEqual([line, other]);
    expect((await getUserRecord(alice))?.cart).toEqual([line, other]);
    // Another tab removed prod_a meanwhile: the next change builds on that.
    await seedDoc(rulesEnv(), `users/${alice}`, { uid: alice, email: "alice-orders@example.com", firstName: "A", lastName: "L", customerId: "", connectId: "", cart: [other] });
    const third = { ...line, productId: "prod_c" };
    await expect(updateCart(alice, (latest) => [...latest, third])).resolves.toEqual([other, third]);
    expect((await getUserRecord(alice))?.cart).toEqual([other, third]);
  });

  it("is refused for someone else's record", async () => {
    await expect(updateCart(bob, () => [])).rejects.toMatchObject({ code: "permission-denied" });
  });
});
