import * as v from "valibot";
import { MAX_CART_ITEMS } from "@/lib/cart/limits";
import { isDocumentId } from "@/lib/utils/ids";

const ASK = `Ask for 1 to ${MAX_CART_ITEMS} product ids, separated by commas.`;

/** GET /api/cart `?ids=a,b`: 1 to 50 product ids, each once in the answer. */
export const cartIdsQuery = v.pipe(
  v.nullable(v.string(ASK)),
  v.transform((text) => (text ?? "").split(",")),
  v.maxLength(MAX_CART_ITEMS, ASK),
  v.check((ids) => ids.every((id) => isDocumentId(id)), ASK),
);
export type CartIdsInput = v.InferInput<typeof cartIdsQuery>;
