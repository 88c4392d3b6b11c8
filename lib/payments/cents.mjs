// Plain JavaScript, so the demo seed (scripts/seed.mjs, plain Node) rounds amounts exactly as the
// app does. lib/payments/provider.ts re-exports it for the app.

/** Euros to whole cents, the unit providers charge in (19.99 × 100 is 1998.9999999999998). */
export const toCents = (/** @type {number} */ amount) => Math.round(amount * 100);
