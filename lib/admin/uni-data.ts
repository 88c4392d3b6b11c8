import { getClientAuth } from "@/lib/firebase/client";
import type { UniDataEdit, UniDataTarget } from "./uni-data-edit";
import type { FieldErrors, UniDataInput } from "./uni-data-validation";

export type UniDataResult = { id: string; link: string };

/** A refused submission: `message` for a toast or the form, `fieldErrors` beside their fields. */
export class UniDataRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

type Answer = Partial<UniDataResult> & { error?: unknown; fieldErrors?: FieldErrors };

// The rules allow no client writes to university data: every change goes through the route.
async function send(method: "POST" | "PATCH" | "DELETE", query: string, body?: unknown): Promise<Answer> {
  const user = getClientAuth().currentUser;
  if (!user) throw new UniDataRequestError(401, "Sign in to do this.");
  let response: Response;
  try {
    response = await fetch(`/api/admin/uni-data${query}`, {
      method,
      headers: { Authorization: `Bearer ${await user.getIdToken()}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new UniDataRequestError(0, "We could not reach the server. Check your connection and try again.");
  }
  const json = (await response.json().catch(() => null)) as Answer | null;
  if (!response.ok || typeof json?.id !== "string") {
    const message = typeof json?.error === "string" ? json.error : "Nothing was saved. Please try again.";
    throw new UniDataRequestError(response.status, message, json?.fieldErrors ?? {});
  }
  return json;
}

/** Sends one "Add university data" form to the server. */
export async function submitUniData(input: UniDataInput): Promise<UniDataResult> {
  const json = await send("POST", "", input);
  if (typeof json.link !== "string") throw new UniDataRequestError(500, "Nothing was saved. Please try again.");
  return { id: json.id ?? "", link: json.link };
}

/** Saves an edited university, degree, course or section. */
export async function updateUniData(input: UniDataEdit): Promise<void> {
  await send("PATCH", "", input);
}

/** Deletes an item; a 409 says what still uses it. */
export async function deleteUniData(target: UniDataTarget): Promise<void> {
  await send("DELETE", `?${new URLSearchParams(target).toString()}`);
}
