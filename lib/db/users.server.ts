import "server-only";
import { adminAuth, adminDb } from "@/lib/firebase/server";

/**
 * Removes a person's record with everything under it (notifications, settings), then their
 * sign-in account. Orders and course relations stay: creators' sales figures and invoices
 * depend on them (docs/decisions/0031-account-deletion-through-server.md).
 */
export async function deleteUserAndRecord(uid: string): Promise<void> {
  await adminDb().recursiveDelete(adminDb().doc(`users/${uid}`));
  await adminAuth().deleteUser(uid);
}
