import type { Question } from "@/lib/types/qa";

// A product page is served from Next's cache (ISR). Right after posting, the page a reload gets
// may still be the one rendered before the question existed, so the asker's browser keeps its
// own new questions for a while and shows those the served list does not hold yet.
const KEY_PREFIX = "vcJustPosted:";
/** Long past any cache refresh (the page's revalidate is 5 minutes). */
export const JUST_POSTED_MS = 15 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

function isQuestion(value: unknown): value is Question {
  const entry = value as Partial<Question> | null;
  return typeof entry?.id === "string" && typeof entry.text === "string" && typeof entry.createdOn === "string" && Array.isArray(entry.answers);
}

/** This tab's questions on `productId` from the last 15 minutes that `listedIds` does not hold, newest first. */
export function readJustPosted(productId: string, listedIds: readonly string[], now = Date.now()): Question[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY_PREFIX + productId) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isQuestion).filter((question) => now - Date.parse(question.createdOn) < JUST_POSTED_MS && !listedIds.includes(question.id));
  } catch {
    return [];
  }
}

/** Keeps `question` for the reloads of the next minutes; what no longer needs keeping is dropped. */
export function keepJustPosted(productId: string, question: Question, now = Date.now()): void {
  const kept = [question, ...readJustPosted(productId, [question.id], now)];
  try {
    storage()?.setItem(KEY_PREFIX + productId, JSON.stringify(kept));
  } catch {
    // A full or disabled storage only loses the bridge over a stale page, never the question.
  }
}
