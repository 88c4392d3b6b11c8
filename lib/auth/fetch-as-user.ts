import { getClientAuth } from "@/lib/firebase/client";
import { errorFromAnswer, HttpError } from "@/lib/http/error";
import { userHeaders } from "./user-headers";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Calls one of our route handlers as the signed-in user: the ID token goes in the Authorization
 * header, and the App Check token when on (the handler verifies them). Refusals become an HttpError carrying the route's readable
 * `error` message (or `fallback`), so callers show it as it is; a success is the raw response.
 */
export async function respondAsUser(method: Method, path: string, body?: unknown, fallback = "Something went wrong. Please try again."): Promise<Response> {
  const user = getClientAuth().currentUser;
  if (!user) throw new HttpError(401, "auth/unauthenticated", "Sign in to do this.");
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...(await userHeaders(user)),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new HttpError(0, "network", "We could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) throw errorFromAnswer(response.status, await response.json().catch(() => null), fallback);
  return response;
}

/** respondAsUser with JSON in and out (null for 204). */
export async function fetchAsUser<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await respondAsUser(method, path, body);
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

export const getAsUser = <T = unknown>(path: string) => fetchAsUser<T>("GET", path);

export const postAsUser = <T = unknown>(path: string, body: unknown) => fetchAsUser<T>("POST", path, body);
