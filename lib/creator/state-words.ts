import type { ProductState } from "@/lib/types/product";

/** "This product …": a product's state in the words of a refusal. */
export const STATE_WORDS: Record<ProductState, string> = {
  draft: "is a draft",
  pending: "is already waiting for approval",
  approved: "is already approved and in the catalogue",
  rejected: "was rejected",
};
