import type { User } from "firebase/auth";
import { appCheckHeader } from "@/lib/firebase/app-check";

/**
 * What our route handlers need to know who calls and from where: the user's ID token, and the
 * App Check token when App Check is on (lib/auth/verify-request.ts checks both).
 */
export async function userHeaders(user: Pick<User, "getIdToken">, forceRefresh = false): Promise<Record<string, string>> {
  const [idToken, appCheck] = await Promise.all([user.getIdToken(forceRefresh), appCheckHeader()]);
  return { Authorization: `Bearer ${idToken}`, ...appCheck };
}
