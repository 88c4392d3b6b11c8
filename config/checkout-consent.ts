/**
 * What a buyer ticks before paying (or enrolling for free): consent to supply before the 14-day
 * withdrawal period ends, and the acknowledgement that the right of withdrawal is then lost
 * (§ 18(1)(11) FAGG, Art. 16(m) Directive 2011/83/EU). The buying terms §6 quote this text, and
 * every order stores the version it was given under, so a new wording takes a new version.
 */
export const CHECKOUT_CONSENT = {
  version: "2026-11-26",
  text:
    "I expressly agree that you begin supplying the course before the 14-day withdrawal period ends, " +
    "and I acknowledge that I lose my right of withdrawal once supply has begun, when I first stream a " +
    "lecture or download a document.",
} as const;
