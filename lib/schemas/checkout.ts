import * as v from "valibot";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";
import { isCountryCode } from "@/config/countries";
import { isDocumentId } from "@/lib/utils/ids";
import { fieldProblems, objectOf, type Refusal } from "./parse";

export const MAX_CHECKOUT_ITEMS = 50;

const PRODUCTS = `Choose between 1 and ${MAX_CHECKOUT_ITEMS} products to check out.`;
const CONSENT_REQUIRED = "Tick the box to agree that the course starts at once and that you then lose your 14-day right of withdrawal. Nothing was charged.";
const CONSENT_CHANGED = "The wording of the consent has changed. Reload the page, read it and tick the box again. Nothing was charged.";
export const COUNTRY_REQUIRED = "Choose the country you live in from the list: it sets the VAT on your invoice. Nothing was charged.";

// An older version means the tab was opened before the wording changed: it must be read again.
const staleConsent = (value: unknown) => typeof value === "string" && value.length > 0 && value.length <= 40;

const productIds = v.pipe(
  v.array(v.custom<string>(isDocumentId, PRODUCTS), PRODUCTS),
  v.minLength(1, PRODUCTS),
  v.maxLength(MAX_CHECKOUT_ITEMS, PRODUCTS),
  v.check((ids) => new Set(ids).size === ids.length, "Each product can be bought only once."),
);
const consent = v.literal(CHECKOUT_CONSENT.version, (issue) => (staleConsent(issue.input) ? CONSENT_CHANGED : CONSENT_REQUIRED));
const country = v.custom<string>(isCountryCode, COUNTRY_REQUIRED);

/**
 * POST /api/checkout `{ productIds, consent, country }`: 1 to 50 distinct product ids, the version
 * of the consent text the buyer ticked (config/checkout-consent.ts) and, optional here, their
 * country (ISO 3166-1 alpha-2; required once something is paid for). Nothing else of the body is
 * used: prices are read from Firestore.
 */
export const checkoutBody = objectOf({ productIds, consent, country: v.nullish(country, null) }, PRODUCTS);
export type CheckoutInput = v.InferInput<typeof checkoutBody>;
export type CheckoutRequest = Omit<v.InferOutput<typeof checkoutBody>, "consent">;

/** What the cart's form sends when something in it is paid for: the country is required too. */
export const paidCheckoutBody = objectOf({ ...checkoutBody.entries, country }, PRODUCTS);

/** The route's codes: a refusal about the consent or the country names that field, for the form to show it beside it. */
export const checkoutRefusal: Refusal = {
  code: "checkout/invalid-request",
  fields: {
    consent: { code: "checkout/consent-required", details: { field: "consent" } },
    country: { code: "checkout/country", details: { field: "country" } },
  },
};

// The cart's forms word it shorter than the route: the box and the list stand right beside the message.
const FORM_MESSAGES = {
  consent: "Tick the box to agree that the course starts at once. Nothing was charged.",
  country: "Choose the country you live in. Nothing was charged.",
};

/**
 * What a checkout form shows beside its consent box and country list before it sends `body`
 * (with `country` when something in it is paid for); null where the body is fine. Any other
 * refusal is the route's to answer.
 */
export function checkoutFormProblems(body: { productIds: string[]; consent: string; country?: string }): { consent: string | null; country: string | null } {
  const problems = fieldProblems("country" in body ? paidCheckoutBody : checkoutBody, body);
  return { consent: problems.consent ? FORM_MESSAGES.consent : null, country: problems.country ? FORM_MESSAGES.country : null };
}
