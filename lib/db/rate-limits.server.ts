import "server-only";
import { Timestamp } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import type { RateWindow } from "@/lib/types/rate-limit";

// rateLimits/{action}_{uid}: how often one account did one action in the current window. Server
// only (no rule grants a browser anything); one small document per account and action.


const windowRef = (action: string, uid: string) => adminDb().doc(`rateLimits/${action}_${uid}`);

/**
 * Counts one more `action` of `uid` in a transaction, so concurrent calls on any number of server
 * instances count exactly. `decide` gets the stored window (null: none yet) and returns the one
 * to store, or null to refuse without writing.
 */
export async function countInWindow(action: string, uid: string, decide: (stored: RateWindow | null) => RateWindow | null): Promise<RateWindow | null> {
  try {
    return await countOnce(action, uid, decide);
  } catch (error) {
    // Two first calls at once: both read no window, and the emulator does not lock a document
    // that does not exist, so each would store count 1 (two exports "at once" both ran). The
    // first window is created, not set; the loser is refused ALREADY_EXISTS and counts again.
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return countOnce(action, uid, decide);
    throw error;
  }
}

const ALREADY_EXISTS = 6;

function countOnce(action: string, uid: string, decide: (stored: RateWindow | null) => RateWindow | null): Promise<RateWindow | null> {
  const ref = windowRef(action, uid);
  return adminDb().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    const stored = data && data.startedAt instanceof Timestamp && typeof data.count === "number" ? { startedAt: data.startedAt.toMillis(), count: data.count } : null;
    const next = decide(stored);
    const fields = next && { startedAt: Timestamp.fromMillis(next.startedAt), count: next.count, uid, action };
    if (fields) {
      if (snapshot.exists) tx.set(ref, fields);
      else tx.create(ref, fields);
    }
    return next;
  });
}
