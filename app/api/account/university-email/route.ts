import { NextResponse } from "next/server";
import { readUniversityEmailStatus, requestUniversityEmail } from "@/lib/account/university-email.server";
import { verifiedActor } from "@/lib/auth/verify-request";
import { removeVerification } from "@/lib/db/university-emails.server";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

/** The caller's university email verification: `{ verification }`, null when they have none. */
export const GET = route("Your university email could not be loaded. Please try again.", async (request) => {
  const { uid } = await verifiedActor(request);
  return NextResponse.json({ verification: await readUniversityEmailStatus(uid) }, { headers: noStore });
});

/** `{ email }`: sends a single-use link to that address when its domain is a listed university's (5 an hour). */
export const POST = route("We could not send the verification email. Please try again.", async (request) => {
  const { uid } = await verifiedActor(request);
  return NextResponse.json(await requestUniversityEmail(uid, await objectBody(request)), { headers: noStore });
});

/** Removes the caller's verification. */
export const DELETE = route("Your university email could not be removed. Please try again.", async (request) => {
  const { uid } = await verifiedActor(request);
  await removeVerification(uid);
  return NextResponse.json({ verification: null }, { headers: noStore });
});
