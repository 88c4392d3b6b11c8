"use client";

import { useEffect, useState } from "react";
import type { Cursor } from "@/lib/db/cursor";
import { NOTIFICATIONS_LIMIT, type Notification } from "@/lib/types/notification";

/** `more` is the state of the latest "Show more": a failed page keeps what is shown. */
export type More = { status: "idle" | "loading" | "failed"; added: number };
export type NotificationsState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; items: Notification[]; unread: number; next: Cursor | null; more: More };

// Loaded after hydration, so Firestore is not part of the page's first download.
const notificationsDb = () => import("@/lib/db/notifications");

async function load(uid: string) {
  const db = await notificationsDb();
  const [page, unread] = await Promise.all([db.listNotifications(uid), db.countUnread(uid)]);
  return { items: page.items, next: page.next, unread, more: { status: "idle", added: 0 } as More };
}

/** The newest notifications (a page at a time) and the unread count of `uid`, with the actions that change them. */
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

  /** Appends the next page of older notifications. */
  const showMore = async () => {
    if (!uid || state.status !== "ready" || !state.next || state.more.status === "loading") return;
    const after = state.next;
    const withMore = (more: More) => (current: NotificationsState) => (current.status === "ready" ? { ...current, more } : current);
    setState(withMore({ status: "loading", added: 0 }));
    try {
      const page = await (await notificationsDb()).listNotifications(uid, after);
      setState((current) =>
        current.status === "ready"
          ? { ...current, items: [...current.items, ...page.items], next: page.next, more: { status: "idle", added: page.items.length } }
          : current,
      );
    } catch {
      setState(withMore({ status: "failed", added: 0 }));
    }
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
            ...current,
            items: current.items.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)),
            unread: recount ?? Math.max(0, current.unread - ids.length),
          },
    );
  };

  return { state, retry, markRead, showMore };
}
