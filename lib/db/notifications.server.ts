import "server-only";
import { adminDb } from "@/lib/firebase/server";
import { generateId } from "@/lib/utils/ids";

/** A new notification document of `uid`'s (only the server writes them). */
export const newNotificationRef = (uid: string) => adminDb().doc(`users/${uid}/notifications/${generateId("note")}`);
