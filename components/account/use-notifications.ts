"use client";

import { useEffect, useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import type { Cursor } from "@/lib/db/cursor";
import { NOTIFICATIONS_LIMIT, type Notification } from "@/lib/types/notification";
import { publishUnread } from "./unread-count";

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

type Loaded = Awaited<ReturnType<typeof load>>;

/** The newest notifications (a page at a time) and the unread count of `uid`, with the actions that change them. */
export function useNotifications(uid: string | null) {
  const loaded = useLoad(useMemo(() => (uid ? () => load(uid) : null), [uid]));
  const { update, reload: retry } = loaded;
  const state: NotificationsState =
    loaded.state.status === "ready" ? { status: "ready", ...loaded.state.value } : loaded.state.status === "failed" ? { status: "failed" } : { status: "loading" };
  // The header's bell shows what this page counts, marking read included.
  const unread = state.status === "ready" ? state.unread : null;
  useEffect(() => {
    if (uid && unread !== null) publishUnread(uid, unread);
  }, [uid, unread]);

  /** Appends the next page of older notifications. */
  const showMore = async () => {
    if (!uid || state.status !== "ready" || !state.next || state.more.status === "loading") return;
    const after = state.next;
    const withMore = (more: More) => (current: Loaded) => ({ ...current, more });
    update(withMore({ status: "loading", added: 0 }));
    try {
      const page = await (await notificationsDb()).listNotifications(uid, after);
      update((current) => ({ ...current, items: [...current.items, ...page.items], next: page.next, more: { status: "idle", added: page.items.length } }));
    } catch {
      update(withMore({ status: "failed", added: 0 }));
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
    update((current) => ({
      ...current,
      items: current.items.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)),
      unread: recount ?? Math.max(0, current.unread - ids.length),
    }));
  };

  return { state, retry, markRead, showMore };
}
