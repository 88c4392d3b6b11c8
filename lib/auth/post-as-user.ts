import { getClientAuth } from "@/lib/firebase/client";

/** A refused or failed request; `message` can be shown as it is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** POSTs JSON as the signed-in user (the route handler verifies the ID token). */
export async function postAsUser(path: string, body: unknown): Promise<unknown> {
  const user = getClientAuth().currentUser;
  if (!user) throw new ApiError(401, "Sign in to do this.");
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { Authorization: `Bearer ${await user.getIdToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "We could not reach the server. Check your connection and try again.");
  }
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const message = (json as { error?: unknown } | null)?.error;
    throw new ApiError(response.status, typeof message === "string" ? message : "Something went wrong. Please try again.");
  }
  return json;
}
