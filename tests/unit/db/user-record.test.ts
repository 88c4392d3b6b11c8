import { toUserRecord } from "@/lib/db/users";
import { DEFAULT_USER_SETTINGS } from "@/lib/types/user";
import { aCartItem, aUserRecord } from "@/tests/factories/user";

vi.mock("@/lib/firebase/client", () => ({ getDb: () => ({}) }));

describe("the stored user record reshaped for the app", () => {
  it("keeps the spec's fields and the cart", () => {
    // Every field set, none at its default; the admin flag stays out of the app's record.
    const { uid, ...stored } = aUserRecord({
      customerId: "cus_1",
      connectId: "acct_1",
      cart: [aCartItem({ type: "documents" })],
      settings: { emailOnSale: false, emailOnReview: true, emailOnQuestion: false, emailOnApproval: true, newsletter: true, lowDataMode: true },
      country: "DE",
    });
    expect(toUserRecord(uid, { ...stored, admin: true })).toEqual({ uid, ...stored });
    expect(toUserRecord("u2", {}).country).toBe("");
  });

  it("fills missing or malformed settings with the defaults: course emails on, newsletter off", () => {
    expect(toUserRecord("u4", {}).settings).toEqual(DEFAULT_USER_SETTINGS);
    expect(toUserRecord("u5", { settings: "off" }).settings).toEqual(DEFAULT_USER_SETTINGS);
    const { settings } = toUserRecord("u6", { settings: { emailOnSale: false, newsletter: "yes", spam: true } });
    expect(settings).toEqual({ emailOnSale: false, emailOnReview: true, emailOnQuestion: true, emailOnApproval: true, newsletter: false, lowDataMode: false });
  });

  it("turns missing or malformed fields into empty values instead of crashing the page", () => {
    const record = toUserRecord("u2", { firstName: 7, cart: [null, "x", { productId: "p" }] });
    expect(record.firstName).toBe("");
    expect(record.customerId).toBe("");
    expect(record.cart).toEqual([{ productId: "p" }]);
    expect(toUserRecord("u3", { cart: "nope" }).cart).toEqual([]);
  });
});
