import type { Timestamp } from "firebase-admin/firestore";

export const NOTIFICATION_TYPES = ["approval", "rejection", "sale", "refund", "review", "question", "answer", "access", "system"] as const;

/** The most one list query may return: firestore.rules refuses larger or unlimited lists, counts included. */
export const NOTIFICATIONS_LIMIT = 50;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** users/{uid}/notifications/{id} as stored; only the server writes these (firestore.rules). */
export type NotificationDoc = {
  type: NotificationType;
  title: string;
  body: string;
  /** A path on this site, or '' when there is nothing to open. */
  link: string;
  createdAt: Timestamp;
  read: boolean;
};

/** A notification as the app holds it: plain and serializable. */
export type Notification = Omit<NotificationDoc, "createdAt"> & {
  id: string;
  /** ISO 8601. */
  createdAt: string;
};
