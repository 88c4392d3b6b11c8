import { fetchAsUser } from "@/lib/auth/fetch-as-user";
import { HttpError } from "@/lib/http/error";
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
  let json: Answer | null;
  try {
    json = await fetchAsUser<Answer | null>(method, `/api/admin/uni-data${query}`, body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fieldErrors = (error.details.fieldErrors ?? {}) as FieldErrors;
    // A refusal without a message of its own still says what happened to the input.
    const saysWhy = typeof error.details.error === "string" || error.status === 0 || error.status === 401;
    const message = saysWhy ? error.message : "Nothing was saved. Please try again.";
    throw new UniDataRequestError(error.status, message, fieldErrors);
  }
  if (typeof json?.id !== "string") throw new UniDataRequestError(500, "Nothing was saved. Please try again.");
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
