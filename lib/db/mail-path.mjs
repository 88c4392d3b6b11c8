// @ts-check
// The plain-JavaScript half of mail (as relation-id.mjs is of relations): the local delivery loop
// (scripts/mail-catcher, plain Node) reads the collection the server writes.

/** mail/{idempotencyKey}: the Trigger Email extension's collection (docs/developer/running-and-deploying.md). */
export const MAIL = "mail";

/** The header the local delivery loop adds, so a caught message names the document it came from. */
export const MAIL_ID_HEADER = "x-mail-id";
