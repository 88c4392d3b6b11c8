import type { User } from "firebase/auth";

/**
 * What our route handlers need to know who calls and from where: the user's ID token, and the
 * App Check token when App Check is on (lib/auth/verify-request.ts checks both).
 */
export async function userHeaders(user: Pick<User, "getIdToken">, forceRefresh = false): Promise<Record<string, string>> {
  const authorization = { Authorization: `Bearer ${await user.getIdToken(forceRefresh)}` };
  // Both names written out, as Next inlines only those: without them App Check is never
  // downloaded (docs/decisions/0138-firebase-app-check.md).
  if (!(process.env.NEXT_PUBLIC_APP_CHECK_SITE_KEY || process.env.NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN)) return authorization;
  const { appCheckHeader } = await import("@/lib/firebase/app-check");
  return { ...authorization, ...(await appCheckHeader()) };
}
