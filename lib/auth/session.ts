import { onAuthStateChanged, signOut as firebaseSignOut, type User } from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";
import { isCreator } from "@/lib/db/products";
import { getUserRecord, syncRecordEmail } from "@/lib/db/users";
import type { Session, UserRecord } from "@/lib/types/user";
import { loadUserRecord } from "./load-user-record";
import { isSessionPassing, onPassingSessionEnded } from "./passing-session";
import { rememberSession } from "./session-hint";

export type SessionHandlers = {
  signedIn: (session: Session) => void;
  recordLoaded: (record: UserRecord) => void;
  creatorStatusLoaded: (isCreator: boolean) => void;
  signedOut: () => void;
};

/**
 * SPEC §4: follow the sign-in state; when signed in, load the user record (with retries).
 * Returns the unsubscribe function.
 */
export function watchSession(handlers: SessionHandlers): () => void {
  const auth = getClientAuth();
  let currentUid: string | null = null;

  const follow = async (user: User | null) => {
    currentUid = user?.uid ?? null;
    rememberSession(user !== null);
    if (!user) {
      handlers.signedOut();
      return;
    }
    const token = await user.getIdTokenResult();
    handlers.signedIn({ uid: user.uid, email: user.email, isAdmin: token.claims.admin === true, emailVerified: user.emailVerified });
    const record = await loadUserRecord(user.uid, {
      fetchRecord: async (uid) => {
        try {
          return await getUserRecord(uid);
        } catch (error) {
          // A transient read error is retried like a missing record.
          console.warn(error);
          return null;
        }
      },
      isCancelled: () => currentUid !== user.uid,
    });
    if (record && currentUid === user.uid) handlers.recordLoaded(await withSignInEmail(record, user));
    // Only the dashboard's creator parts depend on it; a failed check leaves them hidden.
    const creator = await isCreator(user.uid).catch(() => false);
    if (currentUid === user.uid) handlers.creatorStatusLoaded(creator);
  };

  // A registration's passing session is no sign-in (lib/auth/passing-session.ts).
  const stopWatching = onAuthStateChanged(auth, (user) => (isSessionPassing() ? undefined : follow(user)));
  const stopWaiting = onPassingSessionEnded(() => void follow(auth.currentUser));
  return () => {
    stopWatching();
    stopWaiting();
  };
}

/**
 * The record with the account's sign-in email, written back when a change made elsewhere (the
 * link of verifyBeforeUpdateEmail) left it behind; the rules accept only a verified address.
 */
async function withSignInEmail(record: UserRecord, user: User): Promise<UserRecord> {
  if (!user.email || !user.emailVerified || record.email === user.email) return record;
  try {
    // The rules compare with the ID token's email, which still names the old address until the
    // token is renewed: without this the write is refused.
    await user.getIdToken(true);
    await syncRecordEmail(user.uid, user.email);
    return { ...record, email: user.email };
  } catch (error) {
    console.warn(error);
    return record;
  }
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(getClientAuth());
}
