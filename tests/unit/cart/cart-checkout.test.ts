import { checkoutRefusal, startCheckout } from "@/lib/api/cart";
import { HttpError } from "@/lib/http/error";

vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => ({ currentUser: { getIdToken: async () => "id-token" } }) }));

const solar = { productId: "prod_solar", title: "Solar and Wind Grid Integration" };
const gone = { productId: "prod_doesnotexist", title: "Peatland Restoration" };
const gone2 = { productId: "prod_withdrawn", title: "Blue Carbon" };
const terms = { consent: "2026-11-26", country: "DE" };

/** POST /api/checkout answers `status` with `body`. */
function checkoutAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startCheckout (lib/api/cart.ts)", () => {
  it("sends the cart's product ids, the consent and the country, and no prices", async () => {
    const fetch = checkoutAnswers(200, { url: "/checkout/local/cs_x" });
    await expect(startCheckout([solar, gone], terms)).resolves.toEqual({ url: "/checkout/local/cs_x" });
    expect(fetch).toHaveBeenCalledWith("/api/checkout", expect.objectContaining({ body: JSON.stringify({ productIds: ["prod_solar", "prod_doesnotexist"], consent: "2026-11-26", country: "DE" }) }));
  });

  it("names a product that no longer exists by the title the cart shows, and says which it is", async () => {
    // The server cannot know the title of a product it no longer has.
    checkoutAnswers(422, {
      code: "checkout/unavailable",
      error: "No longer available: “prod_doesnotexist”. Remove it from your cart to continue.",
      productIds: ["prod_doesnotexist"],
    });
    const error = (await startCheckout([solar, gone], terms).catch((caught: unknown) => caught)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe("No longer available: “Peatland Restoration”. Remove it from your cart to continue.");
    expect(checkoutRefusal(error).unavailable).toEqual(["prod_doesnotexist"]);
  });

  it("names several, and keeps the server's words for other refusals", async () => {
    checkoutAnswers(422, { code: "checkout/unavailable", error: "…", productIds: ["prod_doesnotexist", "prod_withdrawn"] });
    await expect(startCheckout([solar, gone, gone2], terms)).rejects.toThrow("No longer available: “Peatland Restoration”, “Blue Carbon”. Remove them from your cart to continue.");
    checkoutAnswers(409, { code: "checkout/already-owned", error: "You already own “Solar and Wind Grid Integration”.", productIds: ["prod_solar"] });
    const owned = (await startCheckout([solar], terms).catch((caught: unknown) => caught)) as HttpError;
    expect(owned.message).toBe("You already own “Solar and Wind Grid Integration”.");
    expect(checkoutRefusal(owned).unavailable).toEqual([]);
  });

  it("hands on the order that still waits for payment, to pay or cancel it (issue 48)", async () => {
    const error = "Your order of “Solar and Wind Grid Integration” is still waiting for payment. Complete that payment, or cancel it to check out this cart. Nothing was charged.";
    checkoutAnswers(409, { code: "checkout/open-order", error, productIds: ["prod_solar"], orderId: "order_open", url: "/checkout/local/cs_open" });
    const refused = await startCheckout([solar, gone], terms).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ code: "checkout/open-order", message: error });
    expect(checkoutRefusal(refused)).toMatchObject({ unavailable: [], openOrder: { id: "order_open", url: "/checkout/local/cs_open" } });
    checkoutAnswers(409, { code: "checkout/open-order", error, productIds: ["prod_solar"], orderId: "order_open" });
    expect(checkoutRefusal(await startCheckout([solar], terms).catch((caught: unknown) => caught)).openOrder).toEqual({ id: "order_open", url: null });
  });

  it("says which field a refusal is about, for the message to stand beside it", async () => {
    checkoutAnswers(400, { code: "checkout/country", field: "country", error: "Choose the country you live in from the list." });
    const refused = await startCheckout([solar], terms).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ code: "checkout/country", message: "Choose the country you live in from the list." });
    expect(checkoutRefusal(refused).field).toBe("country");
  });
});
