import { doc, updateDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { UserSettings } from "@/lib/types/user";

/** Replaces the whole map, so the stored settings always hold exactly the known keys (firestore.rules `isSettings`). */
export async function updateUserSettings(uid: string, settings: UserSettings): Promise<void> {
  await updateDoc(doc(getDb(), "users", uid), { settings });
}
