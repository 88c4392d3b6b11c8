/**
 * A registration signs the new account in for a moment (Firebase does so to create it, and the
 * record is written as that account) and then out again, so that it ends as registering a taken
 * address does: signed out (lib/auth/register.ts, issue 48). The session watcher leaves such a
 * passing session alone: the menu does not change, no visitor cart moves into the account, and
 * nobody watching the page can tell the two apart. When it ends, the watcher reads the state
 * Firebase Auth is left in.
 */
let running = 0;
const endedListeners = new Set<() => void>();

export function isSessionPassing(): boolean {
  return running > 0;
}

export async function withPassingSession<T>(work: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await work();
  } finally {
    running--;
    if (running === 0) for (const listener of endedListeners) listener();
  }
}

export function onPassingSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}
