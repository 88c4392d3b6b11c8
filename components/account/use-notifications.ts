"use client";

import { useEffect, useState } from "react";
import { NOTIFICATIONS_LIMIT, type Notification } from "@/lib/types/notification";

export type NotificationsState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; items: Notification[]; unread: number };

// Loaded after hydration, so Firestore is not part of the page's first download.
const notificationsDb = () => import("@/lib/db/notifications");

async function load(uid: string) {
  const db = await notificationsDb();
  const [items, unread] = await Promise.all([db.listNotifications(uid), db.countUnread(uid)]);
  return { items, unread };
}

/** The newest notifications and the unread count of `uid`, with the actions that change them. */
export function useNotifications(uid: string | null) {
  const [state, setState] = useState<NotificationsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    load(uid).then(
      (loaded) => !cancelled && setState({ status: "ready", ...loaded }),
      () => !cancelled && setState({ status: "failed" }),
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  const retry = () => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  };

  /** Marks `ids` (all unread) as read; throws when the write fails, leaving the list as it was. */
  const markRead = async (ids: string[]) => {
    if (!uid || state.status !== "ready" || ids.length === 0) return;
    const db = await notificationsDb();
    if (ids.length === 1) await db.markNotificationRead(uid, ids[0]!);
    else await db.markAllNotificationsRead(uid, ids);
    // A count at the limit may stand for more than the limit: only the server knows what is left.
    const recount = state.unread >= NOTIFICATIONS_LIMIT ? await db.countUnread(uid) : null;
    setState((current) =>
      current.status !== "ready"
        ? current
        : {
            status: "ready",
            items: current.items.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)),
            unread: recount ?? Math.max(0, current.unread - ids.length),
          },
    );
  };

  return { state, retry, markRead };
}
