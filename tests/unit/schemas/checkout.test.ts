import { CHECKOUT_CONSENT } from "@/config/checkout-consent";
import { HttpError } from "@/lib/http/error";
import { checkoutBody, checkoutFormProblems, checkoutRefusal } from "@/lib/schemas/checkout";
import { parseOrRefuse } from "@/lib/schemas/parse";

const consent = CHECKOUT_CONSENT.version;
const parse = (body: unknown) => parseOrRefuse(checkoutBody, body, checkoutRefusal);

function refusal(body: unknown): HttpError {
  try {
    parse(body);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error("accepted");
}

describe("the checkout request body", () => {
  it("accepts 1 to 50 distinct ids and ignores anything else the client sends, prices included", () => {
    expect(parse({ productIds: ["prod_a"], consent, country: "DE", prices: { prod_a: 0.01 }, total: 0.01 })).toMatchObject({ productIds: ["prod_a"], country: "DE" });
    expect(parse({ productIds: Array.from({ length: 50 }, (_, index) => `prod_${index}`), consent })).toMatchObject({ country: null });
  });

  it.each([
    ["no body", null],
    ["an array", []],
    ["no ids", { productIds: [] }],
    ["51 ids", { productIds: Array.from({ length: 51 }, (_, index) => `prod_${index}`) }],
    ["a number", { productIds: [42] }],
    ["a path", { productIds: ["../users/x"] }],
    ["a reserved id", { productIds: ["__x__"] }],
  ])("refuses %s: 400 checkout/invalid-request", (_name, body) => {
    expect(refusal(body)).toMatchObject({ status: 400, code: "checkout/invalid-request", message: "Choose between 1 and 50 products to check out.", details: {} });
  });

  it("refuses a product twice", () => {
    expect(refusal({ productIds: ["prod_a", "prod_a"], consent })).toMatchObject({ status: 400, code: "checkout/invalid-request", message: "Each product can be bought only once." });
  });

  it.each([
    ["no consent", { productIds: ["prod_a"], country: "DE" }],
    ["consent as a mere true", { productIds: ["prod_a"], consent: true, country: "DE" }],
    ["an empty consent", { productIds: ["prod_a"], consent: "" }],
  ])("refuses %s on the consent field", (_name, body) => {
    const error = refusal(body);
    expect(error).toMatchObject({ status: 400, code: "checkout/consent-required", details: { field: "consent" } });
    expect(error.message).toMatch(/^Tick the box to agree .* Nothing was charged\.$/);
  });

  it("asks to read the consent again for an older version", () => {
    expect(refusal({ productIds: ["prod_a"], consent: "2020-01-01" }).message).toMatch(/wording of the consent has changed/);
  });

  it.each([
    ["an unknown country", "XX"],
    ["a country in lower case", "de"],
    ["an empty country", ""],
  ])("refuses %s on the country field", (_name, country) => {
    expect(refusal({ productIds: ["prod_a"], consent, country })).toMatchObject({
      status: 400,
      code: "checkout/country",
      message: "Choose the country you live in from the list: it sets the VAT on your invoice. Nothing was charged.",
      details: { field: "country" },
    });
  });
});

describe("the checkout forms' own check", () => {
  it("asks for the box and, when something is paid for, the country, in the form's words", () => {
    expect(checkoutFormProblems({ productIds: ["prod_a"], consent: "", country: "" })).toEqual({
      consent: "Tick the box to agree that the course starts at once. Nothing was charged.",
      country: "Choose the country you live in. Nothing was charged.",
    });
    expect(checkoutFormProblems({ productIds: ["prod_a"], consent })).toEqual({ consent: null, country: null });
    expect(checkoutFormProblems({ productIds: ["prod_a"], consent, country: "AT" })).toEqual({ consent: null, country: null });
  });
});
