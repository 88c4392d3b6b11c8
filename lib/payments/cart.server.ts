import "server-only";

/** A stored users/{uid}.cart without `productIds`; whatever else it holds stays as it was. */
export function cartWithout(cart: unknown, productIds: string[]): unknown[] {
  if (!Array.isArray(cart)) return [];
  return cart.filter((item) => !(typeof item === "object" && item !== null && productIds.includes((item as { productId?: unknown }).productId as string)));
}
