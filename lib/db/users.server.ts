import "server-only";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import type { UserDoc } from "@/lib/types/user";
import { storedAs } from "./stored.server";

/** users/{uid}: the person's record (SPEC §3). */
export const usersCollection = () => adminDb().collection("users").withConverter(storedAs<UserDoc>());
export const userRef = (uid: string) => usersCollection().doc(uid);

/**
 * Removes a person's record with everything under it (notifications, settings), then their
 * sign-in account. Orders and course relations stay: creators' sales figures and invoices
 * depend on them (docs/decisions/0031-account-deletion-through-server.md).
 */
export async function deleteUserAndRecord(uid: string): Promise<void> {
  await adminDb().recursiveDelete(userRef(uid));
  await adminAuth().deleteUser(uid);
}
