/** A creator's public profile: what the product page shows about its instructors. */
export type CreatorProfile = { uid: string; displayName: string; bio: string; photoUrl: string };

// firestore.rules enforce the same limits: the form checks first so an error sits beside its field.
export const PROFILE_LIMITS = { displayName: 100, bio: 1000, photoUrl: 500 } as const;
export const CREATOR_PROFILES = "creatorProfiles";

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** A photo URL we are willing to put in an <img>: https only, so never javascript: or data:. */
export const isPhotoUrl = (value: string) => /^https:\/\/[^\s<>"]+$/.test(value) && value.length <= PROFILE_LIMITS.photoUrl;

export function toCreatorProfile(uid: string, data: Record<string, unknown>): CreatorProfile {
  const photoUrl = str(data.photoUrl);
  return { uid, displayName: str(data.displayName), bio: str(data.bio), photoUrl: isPhotoUrl(photoUrl) ? photoUrl : "" };
}

export type ProfileErrors = Partial<Record<"displayName" | "bio" | "photoUrl", string>>;

/** Field messages for a profile about to be saved; empty when it can be saved. */
export function validateCreatorProfile(fields: Omit<CreatorProfile, "uid">): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = fields.displayName.trim();
  if (!name) errors.displayName = "Enter the name learners will see.";
  else if (name.length > PROFILE_LIMITS.displayName) errors.displayName = `Use at most ${PROFILE_LIMITS.displayName} characters.`;
  if (fields.bio.trim().length > PROFILE_LIMITS.bio) errors.bio = `Use at most ${PROFILE_LIMITS.bio.toLocaleString("en")} characters.`;
  const photo = fields.photoUrl.trim();
  if (photo && !isPhotoUrl(photo)) errors.photoUrl = "Enter a web address starting with https://.";
  return errors;
}
