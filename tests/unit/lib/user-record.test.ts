import { toUserRecord } from "@/lib/db/users";

vi.mock("@/lib/firebase/client", () => ({ getDb: () => ({}) }));

describe("the stored user record reshaped for the app", () => {
  it("keeps the spec's fields and the cart", () => {
    const record = toUserRecord("u1", {
      email: "a@b.c",
      firstName: "Ada",
      lastName: "L",
      customerId: "cus_1",
      connectId: "acct_1",
      cart: [{ productId: "p1", title: "T", type: "documents", price: 5, free: false }],
      admin: true,
    });
    expect(record).toEqual({
      uid: "u1",
      email: "a@b.c",
      firstName: "Ada",
      lastName: "L",
      customerId: "cus_1",
      connectId: "acct_1",
      cart: [{ productId: "p1", title: "T", type: "documents", price: 5, free: false }],
    });
  });

  it("turns missing or malformed fields into empty values instead of crashing the page", () => {
    const record = toUserRecord("u2", { firstName: 7, cart: [null, "x", { productId: "p" }] });
    expect(record.firstName).toBe("");
    expect(record.customerId).toBe("");
    expect(record.cart).toEqual([{ productId: "p" }]);
    expect(toUserRecord("u3", { cart: "nope" }).cart).toEqual([]);
  });
});
