/**
 * At most two decimals, allowing for binary floating point: 19.99 × 100 is 1998.9999999999998,
 * 12.345 × 100 is 1234.4999999999998. firestore.rules `isWholeCents` says the same.
 */
export const hasWholeCents = (price: number) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6;
