import "server-only";
import { readAll } from "./page.server";
import { userRef } from "./users.server";

/** users/{uid}/progress/{productId}: written by the learner's browser (lib/db/progress.ts). */
const progressCollection = (uid: string) => userRef(uid).collection("progress");

/** Every one of `uid`'s, for their data export. */
export const progressOf = (uid: string) => readAll(progressCollection(uid));

/** The lecture ids `uid` marked finished in `productId`, as stored (completion reads them). */
export async function readCompletedLectureIds(uid: string, productId: string): Promise<Set<string>> {
  const completed: unknown = (await progressCollection(uid).doc(productId).get()).get("completed");
  return new Set(Array.isArray(completed) ? completed.filter((id): id is string => typeof id === "string") : []);
}
