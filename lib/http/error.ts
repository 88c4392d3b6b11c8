/** The fields an error body may carry besides `error` and `code` (a checklist, field messages, product ids). */
export type ErrorDetails = Record<string, unknown>;

/**
 * The one error of our HTTP API, on both sides. A route handler throws it and the route wrapper
 * (lib/http/route.ts) answers `{ error: message, code, ...details }` with `status`; the browser's
 * fetch helpers rebuild it from that answer (status 0: no answer). `message` is shown to people
 * as it is, so it never carries internals; `code` is what code compares.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "HttpError";
  }

  /** Headers the answer carries besides the error's body (e.g. a 429's Retry-After). */
  headers(): Record<string, string> {
    return {};
  }

  /** What the route answers: the details first, so they can never replace `error` or `code`. */
  body(): ErrorDetails & { error: string; code: string } {
    return { ...this.details, error: this.message, code: this.code };
  }
}

/**
 * The HttpError a route's JSON answer describes: its `error` (else `fallback`), its `code` (else
 * `fallbackCode`), and the whole answer as details, for fields such as `problems`.
 */
export function errorFromAnswer(status: number, answer: unknown, fallback: string, fallbackCode = "request/failed"): HttpError {
  const body = typeof answer === "object" && answer !== null ? (answer as ErrorDetails) : {};
  return new HttpError(
    status,
    typeof body.code === "string" ? body.code : fallbackCode,
    typeof body.error === "string" ? body.error : fallback,
    body,
  );
}

/** The messages a refusal puts beside its fields (the answer's `fieldErrors`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors = error instanceof HttpError ? error.details.fieldErrors : undefined;
  return typeof fieldErrors === "object" && fieldErrors !== null ? (fieldErrors as Record<string, string>) : {};
}
