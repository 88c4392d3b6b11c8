import "server-only";
import type { DecodedIdToken } from "firebase-admin/auth";
import { APP_CHECK_HEADER, appCheckEnforced } from "@/config/app-check";
import { adminAppCheck, adminAuth } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";

const NOT_FROM_APP = "This request did not come from our web app. Reload the page and try again.";

/**
 * With APP_CHECK_ENFORCE=true, the call must carry a valid App Check token: a script holding a
 * real account's ID token still cannot call in from outside the app
 * (https://firebase.google.com/docs/app-check/custom-resource-backend).
 */
async function verifyAppCheck(request: Request): Promise<void> {
  if (!appCheckEnforced()) return;
  const token = request.headers.get(APP_CHECK_HEADER) ?? "";
  if (!token) throw new HttpError(401, "app-check/missing-token", NOT_FROM_APP);
  try {
    await adminAppCheck().verifyToken(token);
  } catch {
    throw new HttpError(401, "app-check/invalid-token", NOT_FROM_APP);
  }
}

/**
 * The caller of a route handler, from `Authorization: Bearer <Firebase ID token>`, and from our
 * web app when App Check is enforced. Every route a signed-in user calls comes through here, and
 * no other (the payment webhook, public reads, signed media URLs; decision 0138). Revoked
 * tokens are refused. With `recentLoginSeconds`, the sign-in must be that recent, as Firebase
 * asks for sensitive operations (https://firebase.google.com/docs/auth/web/manage-users#re-authenticate_a_user).
 */
export async function verifyRequest(request: Request, { recentLoginSeconds }: { recentLoginSeconds?: number } = {}): Promise<DecodedIdToken> {
  await verifyAppCheck(request);
  const header = request.headers.get("authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!token) throw new HttpError(401, "auth/unauthenticated", "Sign in to do this.");
  let decoded: DecodedIdToken;
  try {
    decoded = await adminAuth().verifyIdToken(token, true);
  } catch {
    throw new HttpError(401, "auth/invalid-token", "Your session has expired. Sign in again.");
  }
  if (recentLoginSeconds && Date.now() / 1000 - decoded.auth_time > recentLoginSeconds) {
    throw new HttpError(401, "auth/requires-recent-login", "For your security, confirm it is you and try again.");
  }
  return decoded;
}

/** Like verifyRequest, and the caller must carry the `admin` custom claim (403 otherwise). */
export async function verifyAdminRequest(request: Request): Promise<DecodedIdToken> {
  const decoded = await verifyRequest(request);
  if (decoded.admin !== true) throw new HttpError(403, "auth/not-admin", "Only administrators can do this.");
  return decoded;
}

/** The verified caller, with their email only when Firebase Auth has verified it. */
export async function verifiedActor(request: Request): Promise<{ uid: string; email: string; emailVerified: boolean }> {
  const token = await verifyRequest(request);
  return { uid: token.uid, email: token.email ?? "", emailVerified: token.email_verified === true };
}
