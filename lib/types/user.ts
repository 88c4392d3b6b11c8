import type { Timestamp } from "firebase-admin/firestore";
import type { CartItem } from "./cart";

/** The user record of SPEC §3 as the app holds it (plain and serializable). */
export type UserRecord = {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Payment provider's customer id; empty until the first checkout. */
  customerId: string;
  /** Payout account id of a creator; empty until they connect one. */
  connectId: string;
  cart: CartItem[];
  settings: UserSettings;
  /** Where they live (ISO 3166-1 alpha-2), as given at their last checkout; empty until then. Written by the server. */
  country: string;
};

/** Which emails a person wants from us, and how lectures play; stored as the `settings` map of users/{uid}. */
export type UserSettings = {
  emailOnSale: boolean;
  emailOnReview: boolean;
  emailOnQuestion: boolean;
  emailOnApproval: boolean;
  newsletter: boolean;
  /** Video lectures open as transcript and resources; the video loads only when asked for. */
  lowDataMode: boolean;
};

/** The switches that turn an email on or off. */
export type EmailSetting = Exclude<keyof UserSettings, "lowDataMode">;

/** Emails about a person's own courses are on by default; marketing needs an explicit opt-in (GDPR). */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  emailOnSale: true,
  emailOnReview: true,
  emailOnQuestion: true,
  emailOnApproval: true,
  newsletter: false,
  lowDataMode: false,
};

/** Who is signed in, from the ID token; the record may arrive later or never (SPEC §8). */
export type Session = {
  uid: string;
  email: string | null;
  isAdmin: boolean;
  /** Whether Firebase Auth has verified `email`; absent (sessions made before it was tracked) counts as verified. */
  emailVerified?: boolean;
};

export type Role = "visitor" | "user" | "admin";

/** users/{uid} as stored: the record as the app holds it. */
export type UserDoc = Omit<UserRecord, "uid" | "country"> & { uid: string; country?: string; studentVerification?: StudentVerificationDoc };

/**
 * users/{uid}.studentVerification: the university whose email domain the person proved they
 * receive mail at, the domain only (not the address: decision 0188), and when. Server only.
 */
export type StudentVerificationDoc = { universityId: string; domain: string; verifiedAt: Timestamp };
