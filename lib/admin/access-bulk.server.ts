import "server-only";
import { productRef } from "@/lib/db/products.server";
import { adminAuth } from "@/lib/firebase/server";
import type { BulkResult } from "@/lib/types/access";
import { bulkGrantBody, bulkGrantCode } from "@/lib/schemas/admin";
import { parseOr } from "@/lib/schemas/parse";
import { grantToUser, type Actor } from "./access.server";
import { isEmail } from "@/lib/utils/email";
import { HttpError } from "@/lib/http/error";

// Firebase Auth looks up at most 100 identifiers per getUsers call.
const LOOKUP_BATCH = 100;

/**
 * Grants one product to every account among the pasted emails. Each grant is its own
 * transaction with its own audit entry, so one failure does not undo the others; the result
 * says per email what happened, in the order pasted.
 */
export async function bulkGrant(actor: Actor, body: unknown): Promise<BulkResult[]> {
  const { reason, productId, emails } = parseOr(bulkGrantBody, body, (problem) => new HttpError(400, bulkGrantCode(problem), problem.message));

  // Checked first, so a mistyped product is reported even when no pasted email has an account.
  if (!(await productRef(productId).get()).exists) {
    throw new HttpError(404, "access/product-not-found", "This product does not exist.");
  }

  const valid = emails.filter(isEmail);
  const uidByEmail = new Map<string, string>();
  for (let start = 0; start < valid.length; start += LOOKUP_BATCH) {
    const { users } = await adminAuth().getUsers(valid.slice(start, start + LOOKUP_BATCH).map((email) => ({ email })));
    for (const user of users) if (user.email) uidByEmail.set(user.email.toLowerCase(), user.uid);
  }

  const results: BulkResult[] = [];
  for (const email of emails) {
    const uid = uidByEmail.get(email);
    if (!isEmail(email)) results.push({ email, status: "invalid" });
    else if (!uid) results.push({ email, status: "no-account" });
    // One at a time, each grant its own transaction and audit entry.
    else results.push({ email, status: await grantToUser(actor, { uid, email }, productId, reason) });
  }
  return results;
}
