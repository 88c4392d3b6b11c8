import { errorFromAnswer, HttpError } from "@/lib/http/error";

/**
 * The one fetch of our route handlers from the browser (lib/api/<area>.ts call it, nothing else
 * does). A signed-in call carries the user's ID token, and the App Check token when on, which
 * lib/auth/verify-request.ts checks. Every refusal becomes an HttpError, the error the routes
 * throw, rebuilt from their `{ error, code, ...details }` answer (status 0: no answer), so callers
 * compare `code` and show `message` as it is.
 */
export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type CallOptions = {
  method?: Method;
  /** Sent as JSON; none for GET. */
  body?: unknown;
  /** false: a public route, called without Firebase Auth (a visitor's page does not load it). */
  signedIn?: boolean;
  /** Refresh the ID token first, for routes that want a recent sign-in. */
  freshToken?: boolean;
  /** The message when the answer has none of its own. */
  fallback?: string;
  /** The message when the server could not be reached. */
  unreachable?: string;
  /** The message when nobody is signed in. */
  signIn?: string;
  /** The code when the answer has none of its own. */
  fallbackCode?: string;
};

const FALLBACK = "Something went wrong. Please try again.";
const UNREACHABLE = "We could not reach the server. Check your connection and try again.";

async function signedInHeaders(freshToken: boolean, signIn: string): Promise<Record<string, string>> {
  // Imported here, not at the top: public calls must not bring Firebase Auth into a visitor's page.
  const [{ getClientAuth }, { userHeaders }] = await Promise.all([import("@/lib/firebase/client"), import("@/lib/auth/user-headers")]);
  const user = getClientAuth().currentUser;
  if (!user) throw new HttpError(401, "auth/unauthenticated", signIn);
  return userHeaders(user, freshToken);
}

/** Calls `path` and answers the raw response of a success (a file, a redirect's target); a refusal throws HttpError. */
export async function respond(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = "GET", body, signedIn = true, freshToken = false, fallback = FALLBACK, unreachable = UNREACHABLE, signIn = "Sign in to do this.", fallbackCode } = options;
  const headers = {
    ...(signedIn ? await signedInHeaders(freshToken, signIn) : {}),
    ...(body === undefined ? {} : { "Content-Type": "application/json" }),
  };
  let response: Response;
  try {
    // A signed-in answer is the caller's own: never kept. Public lists may come from a shared cache.
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), ...(signedIn ? { cache: "no-store" as const } : {}) });
  } catch {
    throw new HttpError(0, "network", unreachable);
  }
  if (!response.ok) throw errorFromAnswer(response.status, await response.json().catch(() => null), fallback, fallbackCode);
  return response;
}

/** `respond` with a JSON answer (null for 204). */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await respond(path, options);
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

/** `path` with `?name=value` for each given value (null and "" left out). */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const given = Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
  return given.length ? `${path}?${new URLSearchParams(given).toString()}` : path;
}

/** Each of `parts` as one path segment. */
export const segment = (...parts: string[]) => parts.map(encodeURIComponent).join("/");

/**
 * Hands a fetched file to the browser as a download named `filename`: routes that need the ID
 * token in a header cannot be a plain link.
 */
export async function saveAs(response: Response, filename: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What a server function resolves to: a route's answer type, from `import type { fn }` of its *.server.ts module. */
export type Returned<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
