import { useSyncExternalStore } from "react";
import { NOTIFICATIONS_LIMIT } from "@/lib/types/notification";

/** "50+" at the rules' limit, where the count stops (lib/db/notifications.ts countUnread). */
export const unreadFigure = (count: number) => (count >= NOTIFICATIONS_LIMIT ? `${NOTIFICATIONS_LIMIT}+` : String(count));

/**
 * The signed-in user's unread notification count, shared by the header's bell and the
 * notifications page, so marking one read there lowers the bell at once. Not Redux: the spec
 * fixes the four slices, and only these two widgets read it. Set from the browser only (effects
 * and events), so no server render ever shares it between visitors.
 */
type Unread = { uid: string; count: number };

let known: Unread | null = null;
const listeners = new Set<() => void>();

export function publishUnread(uid: string, count: number): void {
  if (known?.uid === uid && known.count === count) return;
  known = { uid, count };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => known;
const serverSnapshot = () => null;

/** `uid`'s unread count, or null until someone has counted it. */
export function useUnreadCount(uid: string | null): number | null {
  const unread = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return uid !== null && unread?.uid === uid ? unread.count : null;
}
