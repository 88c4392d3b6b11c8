import "server-only";
import { FieldValue, type DocumentReference, type Transaction, type WithFieldValue } from "firebase-admin/firestore";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import { wantsMail } from "@/config/mail-switches";
import type { MailDoc, MailKind, MailMessage } from "@/lib/types/mail";
import type { UserSettings } from "@/lib/types/user";
import { MAIL } from "./mail-path";
import { readAll } from "./page.server";
import { storedAs } from "./stored.server";
import { userRef } from "./users.server";

/** mail/{key}: an email the Trigger Email extension sends (lib/types/mail.ts). Only the server writes them. */
const mails = () => adminDb().collection(MAIL).withConverter(storedAs<MailDoc>());
export const mailRef = (key: string) => mails().doc(key);
/** Every email queued or sent to `uid` (their data export). */
export const mailOf = (uid: string) => readAll(mails().where("uid", "==", uid));

/** A Transaction or a WriteBatch: both `create`, which fails when the document exists. */
export type Creates = { create<T extends MailDoc>(ref: DocumentReference<T>, data: WithFieldValue<T>): unknown };

/** Where one account's mail goes and which emails it wants, as users/{uid} holds them. */
export type Recipient = { email: string; settings: Partial<UserSettings> | undefined };
export type Recipients = Map<string, Recipient>;

// getUsers takes at most 100 identifiers (https://firebase.google.com/docs/auth/admin/manage-users#bulk_retrieve_user_data).
const AUTH_BATCH = 100;

/**
 * The address Firebase Auth has verified for each of `uids`, if it has: one getUsers call per
 * 100 accounts. users/{uid}.email is no proof: the owner writes it at sign-up from an unverified
 * ID token (issue 48).
 */
async function verifiedAddresses(uids: string[]): Promise<Map<string, string>> {
  const batches = Array.from({ length: Math.ceil(uids.length / AUTH_BATCH) }, (_, index) => uids.slice(index * AUTH_BATCH, (index + 1) * AUTH_BATCH));
  const results = await Promise.all(batches.map((batch) => adminAuth().getUsers(batch.map((uid) => ({ uid })))));
  return new Map(results.flatMap(({ users }) => users.filter((user) => user.email && user.emailVerified).map((user) => [user.uid, user.email!] as const)));
}

/**
 * The verified address and email switches of each of `uids`, read in `tx` when given (before
 * its first write, as transactions require). The shop mails only an address Firebase Auth has
 * verified, whatever the kind (issue 48, decision 0206): accounts without a record or without a
 * verified address are left out. The verification emails themselves are not queued here
 * (Firebase Auth sends its own; lib/db/university-emails.server.ts writes the university link).
 */
export async function readRecipients(uids: string[], tx?: Transaction): Promise<Recipients> {
  const unique = [...new Set(uids)].filter(Boolean);
  const refs = unique.map((uid) => userRef(uid));
  const [snapshots, addresses] = await Promise.all([
    !refs.length ? [] : tx ? tx.getAll(...refs) : adminDb().getAll(...refs),
    unique.length ? verifiedAddresses(unique) : new Map<string, string>(),
  ]);
  const recipients: Recipients = new Map();
  snapshots.forEach((snapshot, index) => {
    const uid = unique[index]!;
    const email = addresses.get(uid);
    if (!snapshot.exists || !email) return;
    const settings: unknown = snapshot.get("settings");
    recipients.set(uid, { email, settings: settings && typeof settings === "object" ? (settings as Partial<UserSettings>) : undefined });
  });
  return recipients;
}

/**
 * Adds the email `kind` for `uid` to the caller's transaction or batch, unless that person turned
 * it off or has no verified address (readRecipients left them out). `key` is the event's
 * idempotency key and the document id: `create` makes a second delivery of the same event fail
 * instead of sending a second email (decision 0150). Returns whether it was queued. It keeps no
 * state between calls: the Admin SDK runs a retried transaction's body again on the same
 * Transaction object, and that body must queue its mail again. Callers give each recipient once
 * (a creator listed twice would fail the commit).
 */
export function queueMail(writes: Creates, recipients: Recipients, uid: string, key: string, kind: MailKind, message: MailMessage): boolean {
  const recipient = recipients.get(uid);
  if (!recipient || !wantsMail(recipient.settings, kind)) return false;
  writes.create(mailRef(key), { to: recipient.email, message, kind, uid, createdAt: FieldValue.serverTimestamp() });
  return true;
}
