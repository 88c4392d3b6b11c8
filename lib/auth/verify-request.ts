import "server-only";
import type { DecodedIdToken } from "firebase-admin/auth";
import { adminAuth } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";

/**
 * The caller of a route handler, from `Authorization: Bearer <Firebase ID token>`. Revoked
 * tokens are refused. With `recentLoginSeconds`, the sign-in must be that recent, as Firebase
 * asks for sensitive operations (https://firebase.google.com/docs/auth/web/manage-users#re-authenticate_a_user).
 */
export async function verifyRequest(request: Request, { recentLoginSeconds }: { recentLoginSeconds?: number } = {}): Promise<DecodedIdToken> {
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
