import { adminAuth, adminDb } from "@/lib/firebase/server";

/**
 * Reads of the `mail` collection and of the local mail catcher the emulators run
 * (scripts/mail-catcher): what the server queued, and what actually arrived over SMTP.
 */

export type CaughtMail = { id: string; mailId: string; to: string; subject: string; text: string; html: string };

/** Every mail document, by id, rules bypassed. */
export async function mailDocs(): Promise<Record<string, Record<string, unknown>>> {
  const snapshot = await adminDb().collection("mail").get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

const catcherUrl = () => {
  const url = process.env.MAIL_CATCHER_URL;
  if (!url) throw new Error("MAIL_CATCHER_URL is not set: run these tests with `npm run test:rules`.");
  return url;
};

/** What the catcher received, optionally only messages from the mail/{key} documents given. */
export async function caughtMail(keys?: string[]): Promise<CaughtMail[]> {
  const messages = (await (await fetch(`${catcherUrl()}/messages`)).json()) as CaughtMail[];
  return keys ? messages.filter((message) => keys.includes(message.mailId)) : messages;
}

/** Waits until the local delivery loop has marked every one of these mail documents delivered. */
export async function waitForDelivery(keys: string[], timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshots = await Promise.all(keys.map((key) => adminDb().doc(`mail/${key}`).get()));
    const states = snapshots.map((snapshot) => snapshot.get("delivery.state") as string | undefined);
    if (states.every((state) => state === "SUCCESS")) return;
    if (Date.now() > deadline) throw new Error(`Mail not delivered in time: ${keys.map((key, i) => `${key}=${states[i] ?? "none"}`).join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A Firebase Auth account `uid` whose address `email` is verified, as the shop mails only such
 * an address (lib/db/mail.server.ts readRecipients). An older account holding the address
 * (another file's, under another uid) is removed first.
 */
export async function verifiedAuthAccount(uid: string, email = `${uid}@example.com`) {
  const auth = adminAuth();
  const holder = await auth.getUserByEmail(email).catch(() => null);
  if (holder && holder.uid !== uid) await auth.deleteUser(holder.uid);
  await auth.updateUser(uid, { email, emailVerified: true }).catch(() => auth.createUser({ uid, email, emailVerified: true }));
}

/** users/{uid} with an address Firebase Auth has verified and, optionally, email switches. */
export async function writeAccount(uid: string, settings: Record<string, boolean> = {}) {
  await verifiedAuthAccount(uid);
  await adminDb().doc(`users/${uid}`).set({ uid, email: `${uid}@example.com`, firstName: uid, lastName: "", customerId: "", connectId: "", cart: [], settings }, { merge: true });
}
