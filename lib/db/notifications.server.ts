import "server-only";
import { FieldValue } from "firebase-admin/firestore";
import type { NotificationDoc } from "@/lib/types/notification";
import { generateId } from "@/lib/utils/ids";
import { readAll } from "./page.server";
import { storedAs, type Writes } from "./stored.server";
import { userRef } from "./users.server";

const asNotification = storedAs<NotificationDoc>();

/** users/{uid}/notifications/{id}; a new id unless one is given. Only the server writes them. */
const notificationsOf = (uid: string) => userRef(uid).collection("notifications").withConverter(asNotification);
export const notificationRef = (uid: string, id = generateId("note")) => notificationsOf(uid).doc(id);
/** Every notification `uid` has, read or not (their data export). */
export const allNotificationsOf = (uid: string) => readAll(notificationsOf(uid));

/** What the writer of a notification decides; it is created unread, at the server's time. */
export type NewNotification = Pick<NotificationDoc, "type" | "title" | "body" | "link">;

/**
 * Adds a notification for `uid` to the caller's transaction or batch, so it lands exactly when
 * what it reports does. A given `id` makes a retry rewrite the same notification.
 */
export function addNotification(writes: Writes, uid: string, notification: NewNotification, id?: string): void {
  writes.set(notificationRef(uid, id), { ...notification, createdAt: FieldValue.serverTimestamp(), read: false });
}
