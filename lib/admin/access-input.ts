/** Shared by the course-access form and its route handlers, so both refuse the same input. */

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const BULK_MAX = 200;
/** The longest text the product picker searches: a title's words or a product id. */
export const PRODUCT_QUERY_MAX = 100;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
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
