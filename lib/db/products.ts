import { collection, getDocs, limit, query, where } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";

/**
 * A creator is whoever is listed in some product's `creators` (they made it or were invited):
 * derived from the products themselves, never a flag a user could set on their own record.
 */
export async function isCreator(uid: string): Promise<boolean> {
  const snapshot = await getDocs(query(collection(getDb(), "products"), where("creators", "array-contains", uid), limit(1)));
  return !snapshot.empty;
}
