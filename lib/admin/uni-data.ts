import { getClientAuth } from "@/lib/firebase/client";
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

/** Sends one "Add university data" form to the server, which writes it (the rules allow no client writes). */
export async function submitUniData(input: UniDataInput): Promise<UniDataResult> {
  const user = getClientAuth().currentUser;
  if (!user) throw new UniDataRequestError(401, "Sign in to do this.");
  let response: Response;
  try {
    response = await fetch("/api/admin/uni-data", {
      method: "POST",
      headers: { Authorization: `Bearer ${await user.getIdToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    throw new UniDataRequestError(0, "We could not reach the server. Check your connection and try again.");
  }
  const json = (await response.json().catch(() => null)) as (Partial<UniDataResult> & { error?: unknown; fieldErrors?: FieldErrors }) | null;
  if (!response.ok || typeof json?.id !== "string" || typeof json.link !== "string") {
    const message = typeof json?.error === "string" ? json.error : "Nothing was saved. Please try again.";
    throw new UniDataRequestError(response.status, message, json?.fieldErrors ?? {});
  }
  return { id: json.id, link: json.link };
}
