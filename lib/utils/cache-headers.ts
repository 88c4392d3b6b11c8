/** Per-user answers of our route handlers: no cache along the way may keep them. */
export const noStore = { "Cache-Control": "private, no-store" };
