import type { confirmUniversityEmail as confirmOnServer, readUniversityEmailStatus, requestUniversityEmail } from "@/lib/account/university-email.server";
import { call, respond, type Returned } from "./core";

// /api/account/…: the signed-in person's own account: their university email, their data, the account itself.

const UNIVERSITY_EMAIL = "/api/account/university-email";

/** Refusals are HttpErrors whose message (and `fieldErrors.email`) can be shown as they are. */
export const readUniversityEmail = async () => (await call<{ verification: Returned<typeof readUniversityEmailStatus> }>(UNIVERSITY_EMAIL)).verification;
export const sendUniversityEmailLink = (email: string) => call<Returned<typeof requestUniversityEmail>>(UNIVERSITY_EMAIL, { method: "POST", body: { email } });
export const confirmUniversityEmail = async (token: string) =>
  (await call<{ verification: Returned<typeof confirmOnServer> }>(`${UNIVERSITY_EMAIL}/confirm`, { method: "POST", body: { token } })).verification;
export const removeUniversityEmail = async () => (await call<{ verification: null }>(UNIVERSITY_EMAIL, { method: "DELETE" })).verification;

/** "Download my data": the caller's export and the file name the route gives it. */
export async function downloadMyData(): Promise<{ blob: Blob; fileName: string }> {
  const response = await respond("/api/account/export", { fallback: "We could not collect your data. Check your connection and try again." });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "my-data.json";
  return { blob: await response.blob(), fileName };
}

/** Deletes the account and everything stored under users/{uid}; the route accepts only a sign-in from the last few minutes. */
export async function deleteOwnAccount(): Promise<void> {
  await respond("/api/account", { method: "DELETE", freshToken: true, fallback: "Account deletion failed", fallbackCode: "account/delete-failed" });
}
