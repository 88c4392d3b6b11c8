import "server-only";
import { FieldValue, Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import type { MailMessage } from "@/lib/types/mail";
import type { StudentVerificationDoc } from "@/lib/types/user";
import { mailRef } from "./mail.server";
import { storedAs } from "./stored.server";
import { universitiesCollection } from "./universities.server";
import { userRef } from "./users.server";

/**
 * universityEmailTokens/{sha256 of the token}: one pending university email link. Only the hash
 * is stored, so a database reader cannot verify in someone's name. Server only (firestore.rules).
 */
export type UniversityEmailTokenDoc = { uid: string; universityId: string; domain: string; createdAt: Timestamp; expiresAt: Timestamp; usedAt: Timestamp | null };

const tokens = () => adminDb().collection("universityEmailTokens").withConverter(storedAs<UniversityEmailTokenDoc>());
export const universityEmailTokenRef = (hash: string) => tokens().doc(hash);

// array-contains-any takes at most 30 values; a longer host still matches on its last 30 labels.
const MAX_ANY = 30;

/**
 * The university that lists one of `domains` (an address's domain and its parents, most specific
 * first: lib/universities/email-domains.ts coveringDomains), the most specific listing winning
 * (one query on the automatic array index, at most a few documents, whatever the number of universities).
 */
export async function findUniversityListing(domains: string[]): Promise<{ id: string; name: string; listed: string } | null> {
  const candidates = domains.slice(-MAX_ANY);
  const snapshot = await universitiesCollection().where("emailDomains", "array-contains-any", candidates).limit(10).get();
  let best: { id: string; name: string; listed: string } | null = null;
  for (const doc of snapshot.docs) {
    const listed = candidates.find((candidate) => (doc.get("emailDomains") as unknown[]).includes(candidate));
    if (listed && (!best || listed.length > best.listed.length)) best = { id: doc.id, name: String(doc.get("name") ?? ""), listed };
  }
  return best;
}

/** The pending link and its email, created together: neither exists without the other. */
export function queueUniversityEmail(
  batch: WriteBatch,
  { uid, hash, universityId, domain, to, mailKey, message, expiresAt }: { uid: string; hash: string; universityId: string; domain: string; to: string; mailKey: string; message: MailMessage; expiresAt: Date },
) {
  batch.create(universityEmailTokenRef(hash), { uid, universityId, domain, createdAt: FieldValue.serverTimestamp() as unknown as Timestamp, expiresAt: Timestamp.fromDate(expiresAt), usedAt: null });
  batch.create(mailRef(mailKey), { to, message, kind: "student-email", uid, createdAt: FieldValue.serverTimestamp() as unknown as Timestamp });
}

/** Marks the link used and records the verification on users/{uid}, in the caller's transaction. */
export function recordVerification(tx: Transaction, uid: string, hash: string, verification: Omit<StudentVerificationDoc, "verifiedAt">) {
  tx.update(universityEmailTokenRef(hash), { usedAt: FieldValue.serverTimestamp() });
  tx.set(userRef(uid), { studentVerification: { ...verification, verifiedAt: FieldValue.serverTimestamp() } } as never, { merge: true });
}

/** Forgets the verification; reviews written meanwhile keep their mark (decision 0189). */
export async function removeVerification(uid: string): Promise<void> {
  // update, not set: removing from an account without a record must not create one.
  await userRef(uid)
    .update({ studentVerification: FieldValue.delete() })
    .catch((error: { code?: unknown }) => {
      if (error.code !== NOT_FOUND) throw error;
    });
}

const NOT_FOUND = 5;

export async function readVerification(uid: string): Promise<StudentVerificationDoc | null> {
  const value: unknown = (await userRef(uid).get()).get("studentVerification");
  if (!value || typeof value !== "object") return null;
  const { universityId, domain, verifiedAt } = value as Record<string, unknown>;
  return typeof universityId === "string" && typeof domain === "string" && verifiedAt instanceof Timestamp ? { universityId, domain, verifiedAt } : null;
}
