import { doc, getDoc, setDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { CartItem } from "@/lib/types/cart";
import type { UserRecord } from "@/lib/types/user";

const str = (value: unknown) => (typeof value === "string" ? value : "");

function toCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is CartItem =>
      typeof item === "object" && item !== null && typeof (item as CartItem).productId === "string",
  );
}

/** The stored record reshaped for the app: missing fields become empty, never undefined. */
export function toUserRecord(uid: string, data: Record<string, unknown>): UserRecord {
  return {
    uid,
    email: str(data.email),
    firstName: str(data.firstName),
    lastName: str(data.lastName),
    customerId: str(data.customerId),
    connectId: str(data.connectId),
    cart: toCart(data.cart),
  };
}

export async function getUserRecord(uid: string): Promise<UserRecord | null> {
  const snapshot = await getDoc(doc(getDb(), "users", uid));
  return snapshot.exists() ? toUserRecord(uid, snapshot.data()) : null;
}

/** The record a new account starts with; payment ids stay empty until payments set them. */
export async function createUserRecord(fields: Pick<UserRecord, "uid" | "email" | "firstName" | "lastName">): Promise<void> {
  const record: UserRecord = { ...fields, customerId: "", connectId: "", cart: [] };
  await setDoc(doc(getDb(), "users", fields.uid), record);
}
