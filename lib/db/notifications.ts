import {
  collection,
  doc,
  getCount,
  limit,
  query,
  updateDoc,
  where,
  writeBatch,
} from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { Cursor, Page } from "./cursor";
import { queryPage } from "./page";
import { NOTIFICATION_TYPES, NOTIFICATIONS_LIMIT, type Notification } from "@/lib/types/notification";
import { timestampToIso, type TimestampLike } from "@/lib/utils/timestamps";

const notifications = (uid: string) => collection(getDb(), "users", uid, "notifications");

const str = (value: unknown) => (typeof value === "string" ? value : "");

function isTimestamp(value: unknown): value is TimestampLike {
  return typeof value === "object" && value !== null && "seconds" in value && "nanoseconds" in value;
}

/** The stored notification reshaped for the app; an unknown type shows as a system message. */
export function toNotification(id: string, data: Record<string, unknown>): Notification {
  const type = NOTIFICATION_TYPES.find((known) => known === data.type) ?? "system";
  return {
    id,
    type,
    title: str(data.title),
    body: str(data.body),
    link: str(data.link),
    createdAt: isTimestamp(data.createdAt) ? timestampToIso(data.createdAt) : new Date(0).toISOString(),
    read: data.read === true,
  };
}

/** Notifications shown per page ("Show more" for older ones). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of the user's notifications, newest first, after `after` (null: the newest). */
export async function listNotifications(uid: string, after: Cursor | null = null, size = NOTIFICATIONS_PAGE_SIZE): Promise<Page<Notification>> {
  const page = await queryPage(`users/${uid}/notifications`, { filters: [], order: ["createdAt", "desc"], size, after });
  return { items: page.items.map(({ id, ...data }) => toNotification(id, data)), next: page.next };
}

export async function markNotificationRead(uid: string, id: string): Promise<void> {
  await updateDoc(doc(notifications(uid), id), { read: true });
}

/** One batch, so either every listed notification turns read or none does. */
export async function markAllNotificationsRead(uid: string, ids: string[]): Promise<void> {
  const batch = writeBatch(getDb());
  for (const id of ids) batch.update(doc(notifications(uid), id), { read: true });
  await batch.commit();
}

/**
 * Unread notifications, counted by the server without downloading them. The rules' limit
 * applies to counts too, so the answer stops at NOTIFICATIONS_LIMIT.
 */
export async function countUnread(uid: string): Promise<number> {
  const snapshot = await getCount(query(notifications(uid), where("read", "==", false), limit(NOTIFICATIONS_LIMIT)));
  return snapshot.data().count;
}
