/** One thing a creator must fix before a product can be submitted. */
export type Problem = { field: string; message: string };

export const NOT_FOUND = "This product does not exist.";

/**
 * The checklist of a 422 refusal (an ApiError's `body.problems`), or [] for any other error. Read
 * by shape, so the components that call it need not load the fetch helper and Firebase Auth.
 */
export function problemsOf(error: unknown): Problem[] {
  const body = typeof error === "object" && error !== null ? (error as { body?: { problems?: unknown } | null }).body : undefined;
  return Array.isArray(body?.problems) ? (body.problems as Problem[]) : [];
}

/**
 * Why a course builder write was not made (lib/db/product-drafts.ts): the course changed since the
 * page loaded or last saved it ("draft/changed"), or it can no longer be edited ("draft/locked":
 * under review or published). Trying again cannot help with either; reloading does.
 */
export class DraftSaveError extends Error {
  constructor(
    readonly code: "draft/changed" | "draft/locked",
    message: string,
  ) {
    super(message);
  }
}
