import type { Rating } from "@/lib/types/product";

const whole = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * The rating after one review's stars are counted (`add`), taken out (`remove`), or both (an
 * edit). Integers in, the exact average out (decision 0040): no review, no stars.
 */
export function rerate(before: Partial<Rating> | undefined, { add, remove }: { add?: number; remove?: number }): Rating {
  const count = whole(before?.count) + (add === undefined ? 0 : 1) - (remove === undefined ? 0 : 1);
  const total = whole(before?.total) + (add ?? 0) - (remove ?? 0);
  return { stars: count > 0 ? total / count : 0, count, total };
}
