import { errorFromAnswer, HttpError } from "@/lib/http/error";

/**
 * GET one of our public route handlers (no sign-in) and read its JSON; a refusal or failure is an
 * HttpError (status 0: no answer), which tells <LoadError> whether Retry can help. Not
 * lib/auth/fetch-as-user: that module brings Firebase Auth, which a visitor's product page does
 * not load.
 */
export async function getPublicJson<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch {
    throw new HttpError(0, "network", "We could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) throw errorFromAnswer(response.status, await response.json().catch(() => null), "Something went wrong. Please try again.");
  return (await response.json()) as T;
}

/** `path` with `?after=` the cursor, when there is one. */
export const afterCursor = (path: string, after: string | null) => (after === null ? path : `${path}?after=${encodeURIComponent(after)}`);
