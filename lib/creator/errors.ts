import { HttpError } from "@/lib/http/error";

/** One thing a creator must fix before a product can be submitted. */
export type Problem = { field: string; message: string };

export const NOT_FOUND = "This product does not exist.";

/** The checklist of a 422 refusal (an HttpError's `details.problems`), or [] for any other error. */
export function problemsOf(error: unknown): Problem[] {
  const problems = error instanceof HttpError ? error.details.problems : undefined;
  return Array.isArray(problems) ? (problems as Problem[]) : [];
}

// The error of a course builder write lives with the draft's shapes, below lib/db, which throws it.
export { DraftSaveError } from "@/lib/types/course-draft";
