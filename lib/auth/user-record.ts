import type { User } from "firebase/auth";
import { createUserRecord, getUserRecord } from "@/lib/db/users";

/** "Ada King Lovelace" → first "Ada", last "King Lovelace"; the user can correct it later. */
export function splitDisplayName(displayName: string | null | undefined): { firstName: string; lastName: string } {
  const parts = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: (parts[0] ?? "").slice(0, 100), lastName: parts.slice(1).join(" ").slice(0, 100) };
}

/**
 * Social, email-link and phone sign-ins create their account on first use, with no
 * registration form: the users/{uid} record is written here when it does not exist yet.
 */
export async function ensureUserRecord(user: User): Promise<void> {
  if (await getUserRecord(user.uid)) return;
  await createUserRecord({ uid: user.uid, email: user.email ?? "", ...splitDisplayName(user.displayName) });
}
