/**
 * A public route's refusal or failure. `status` (0: no answer) tells <LoadError> whether Retry
 * can help; `message` is the route's readable `error`. Not lib/auth/fetch-as-user's ApiError:
 * that module brings Firebase Auth, which a visitor's product page does not load.
 */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET one of our public route handlers (no sign-in) and read its JSON. */
export async function getPublicJson<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch {
    throw new PublicApiError(0, "We could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = typeof body === "object" && body !== null ? (body as Record<string, unknown>).error : undefined;
    throw new PublicApiError(response.status, typeof error === "string" ? error : "Something went wrong. Please try again.");
  }
  return (await response.json()) as T;
}

/** `path` with `?after=` the cursor, when there is one. */
export const afterCursor = (path: string, after: string | null) => (after === null ? path : `${path}?after=${encodeURIComponent(after)}`);
