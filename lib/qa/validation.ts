import { visibleLength } from "@/lib/utils/visible-text";

export const QA_TEXT_MIN = 3;
export const QA_TEXT_MAX = 2000;

/**
 * Why a question or answer cannot be posted, or null when it can. The server runs the same
 * check (lib/qa/writes.server.ts); the form runs it first so nothing travels in vain.
 */
export function qaTextError(text: unknown): string | null {
  if (typeof text !== "string") return "Write your text.";
  const length = text.trim().length;
  if (visibleLength(text) < QA_TEXT_MIN) return `Write at least ${QA_TEXT_MIN} characters.`;
  if (length > QA_TEXT_MAX) return `Keep it to ${QA_TEXT_MAX} characters (now ${length}).`;
  return null;
}
