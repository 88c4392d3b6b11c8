import "server-only";
import { readAll } from "./page.server";
import { userRef } from "./users.server";

/**
 * users/{uid}/progress/{productId}: written by the learner's browser (lib/db/progress.ts).
 * Every one of `uid`'s, for their data export.
 */
export const progressOf = (uid: string) => readAll(userRef(uid).collection("progress"));
