import { visibleLength } from "@/lib/utils/visible-text";

/** Shared by the course-access form and its route handlers, so both refuse the same input. */

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const BULK_MAX = 200;
/** The longest text the product picker searches: a title's words or a product id. */
export const PRODUCT_QUERY_MAX = 100;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A message for a reason outside 3 to 500 characters, or null when it is fine. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (visibleLength(reason) < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Keep the reason to at most ${REASON_MAX} characters.`;
  return null;
}

/** A message for a product search that is empty or too long, or null when it is fine. */
export function productQueryError(text: string): string | null {
  const length = text.trim().length;
  if (length === 0) return "Type a word of the product's title or paste its id.";
  if (length > PRODUCT_QUERY_MAX) return `Type at most ${PRODUCT_QUERY_MAX} characters.`;
  return null;
}

/** Pasted emails split on commas, semicolons, spaces or newlines; lower-cased, each once, in order. */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const email = normalizeEmail(part);
    if (email) seen.add(email);
  }
  return [...seen];
}
