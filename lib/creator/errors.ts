import { HttpError } from "@/lib/http/error";

/** One thing a creator must fix before a product can be submitted. */
export type Problem = { field: string; message: string };

export const NOT_FOUND = "This product does not exist.";

/** The checklist of a 422 refusal (an HttpError's `details.problems`), or [] for any other error. */
export function problemsOf(error: unknown): Problem[] {
  const problems = error instanceof HttpError ? error.details.problems : undefined;
  return Array.isArray(problems) ? (problems as Problem[]) : [];
}

/**
 * Why a course builder write was not made (lib/db/product-drafts.ts, which turns Firestore's
 * refusals into these): the course changed since the page loaded or last saved it
 * ("draft/changed"), it can no longer be edited ("draft/locked": under review or published), or
 * the rules refused the write ("draft/denied": no longer one of its creators). Trying again cannot
 * help with these; reloading does. "draft/offline": the server could not be reached, so trying
 * again may.
 */
export class DraftSaveError extends Error {
  constructor(
    readonly code: "draft/changed" | "draft/locked" | "draft/denied" | "draft/offline",
    message: string,
  ) {
    super(message);
  }
}
