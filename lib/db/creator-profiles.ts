import { doc, getDoc, setDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import { CREATOR_PROFILES, toCreatorProfile, type CreatorProfile } from "./creator-profile-shape";

export async function getCreatorProfile(uid: string): Promise<CreatorProfile | null> {
  const snapshot = await getDoc(doc(getDb(), CREATOR_PROFILES, uid));
  return snapshot.exists() ? toCreatorProfile(uid, snapshot.data()) : null;
}

/** Writes the signed-in creator's own profile whole; firestore.rules allow only these three fields. */
export async function saveCreatorProfile(profile: CreatorProfile): Promise<void> {
  const { uid, displayName, bio, photoUrl } = profile;
  await setDoc(doc(getDb(), CREATOR_PROFILES, uid), { displayName, bio, photoUrl });
}
