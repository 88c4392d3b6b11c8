import { doc, getDoc, runTransaction, setDoc, updateDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import { sanitizeCart, type CartItem } from "@/lib/types/cart";
import { DEFAULT_USER_SETTINGS, type UserRecord, type UserSettings } from "@/lib/types/user";

const str = (value: unknown) => (typeof value === "string" ? value : "");

function toCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is CartItem =>
      typeof item === "object" && item !== null && typeof (item as CartItem).productId === "string",
  );
}

/** Each known key that holds a boolean; anything else falls back to its default. */
function toSettings(value: unknown): UserSettings {
  const stored = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_USER_SETTINGS };
  for (const key of Object.keys(settings) as (keyof UserSettings)[]) {
    const flag = stored[key];
    if (typeof flag === "boolean") settings[key] = flag;
  }
  return settings;
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
    settings: toSettings(data.settings),
    country: str(data.country),
  };
}

export async function getUserRecord(uid: string): Promise<UserRecord | null> {
  const snapshot = await getDoc(doc(getDb(), "users", uid));
  return snapshot.exists() ? toUserRecord(uid, snapshot.data()) : null;
}

/** The record a new account starts with; payment ids stay empty until payments set them. */
export async function createUserRecord(fields: Pick<UserRecord, "uid" | "email" | "firstName" | "lastName">): Promise<void> {
  // No country: the server sets it at the first checkout (firestore.rules keeps it out of a new record).
  const record: Omit<UserRecord, "country"> = { ...fields, customerId: "", connectId: "", cart: [], settings: { ...DEFAULT_USER_SETTINGS } };
  await setDoc(doc(getDb(), "users", fields.uid), record);
}

export async function updateUserNames(uid: string, names: Pick<UserRecord, "firstName" | "lastName">): Promise<void> {
  await updateDoc(doc(getDb(), "users", uid), { firstName: names.firstName, lastName: names.lastName });
}

/**
 * Makes the record's email the sign-in account's after it changed, so receipts and other mail
 * go to the new address; firestore.rules accept only the ID token's verified email.
 */
export async function syncRecordEmail(uid: string, email: string): Promise<void> {
  if (!email) return;
  const ref = doc(getDb(), "users", uid);
  const snapshot = await getDoc(ref);
  if (snapshot.exists() && snapshot.get("email") !== email) await updateDoc(ref, { email });
}

/**
 * Writes the record's cart as `change` makes it from the cart stored now, in a transaction, so a
 * change another tab saved meanwhile is built on rather than overwritten; answers the cart saved.
 * The rules accept at most 50 items.
 */
export async function updateCart(uid: string, change: (latest: CartItem[]) => CartItem[]): Promise<CartItem[]> {
  const db = getDb();
  const ref = doc(db, "users", uid);
  return runTransaction(db, async (transaction) => {
    const latest = sanitizeCart((await transaction.get(ref)).get("cart"));
    const cart = sanitizeCart(change(latest));
    // A tab that only re-reads after another tab's news changes nothing: no write to pay for.
    // Whole lines are compared (sanitizeCart builds each with the same keys in the same order),
    // so an edited line with the same product is still written.
    if (JSON.stringify(cart) !== JSON.stringify(latest)) transaction.update(ref, { cart });
    return cart;
  });
}
