/**
 * Firestore's error codes (https://firebase.google.com/docs/reference/js/firestore_.md#firestoreerrorcode),
 * read here and nowhere else: lib/db turns them into answers (null, false) or errors of our own,
 * so no caller compares Firestore's codes. By value, not class: bundlers and test runners may
 * load two copies of the SDK.
 */
const codeOf = (error: unknown): unknown => (typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined);

/** The rules refused the read or write. */
export const isDenied = (error: unknown) => codeOf(error) === "permission-denied";

/** The server could not be reached in time; the same request may succeed later. */
export const isUnreachable = (error: unknown) => codeOf(error) === "unavailable" || codeOf(error) === "deadline-exceeded";

/** A transaction lost to a concurrent one. */
export const isAborted = (error: unknown) => codeOf(error) === "aborted";

/** A create found the document there already (the Admin SDK's gRPC code 6, the web SDK's name). */
export const isAlreadyExists = (error: unknown) => codeOf(error) === 6 || codeOf(error) === "already-exists";
