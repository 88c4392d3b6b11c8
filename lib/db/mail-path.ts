// The collection mail goes to, apart from mail.server.ts ('server-only'): the local delivery loop
// (scripts/mail-catcher, run with tsx) reads the collection the server writes.

/** mail/{idempotencyKey}: the Trigger Email extension's collection (docs/developer/running-and-deploying.md). */
export const MAIL = "mail";
