import { comparableText } from "@/lib/utils/visible-text";

// The limits of what the "Add university data" forms send; lib/schemas/uni-data.ts checks it.

export const DEGREE_LEVELS = ["bachelor", "master", "doctorate"] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];
export const MAX_TEXT_LENGTH = 200;
export const MAX_CODE_LENGTH = 40;

export type FieldErrors = Record<string, string>;

/**
 * Whether a stored name or code and a submitted one would look the same to a reader: the
 * duplicate checks ("Course already exists", SPEC §5) compare with this, for every kind.
 */
export const sameText = (stored: unknown, submitted: string) => typeof stored === "string" && comparableText(stored) === comparableText(submitted);
