import { getClientAuth } from "@/lib/firebase/client";

/** A refused or failed request; `message` can be shown as it is, `body` holds the route's JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Calls one of our route handlers as the signed-in user: the ID token goes in the Authorization
 * header (the handler verifies it). Refusals become an ApiError carrying the route's readable
 * `error` message (or `fallback`), so callers show it as it is; a success is the raw response.
 */
export async function respondAsUser(method: Method, path: string, body?: unknown, fallback = "Something went wrong. Please try again."): Promise<Response> {
  const user = getClientAuth().currentUser;
  if (!user) throw new ApiError(401, "Sign in to do this.");
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${await user.getIdToken()}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new ApiError(0, "We could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    const answer = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : null;
    throw new ApiError(response.status, typeof answer?.error === "string" ? answer.error : fallback, answer);
  }
  return response;
}

/** respondAsUser with JSON in and out (null for 204). */
export async function fetchAsUser<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await respondAsUser(method, path, body);
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

export const getAsUser = <T = unknown>(path: string) => fetchAsUser<T>("GET", path);

export const postAsUser = <T = unknown>(path: string, body: unknown) => fetchAsUser<T>("POST", path, body);
