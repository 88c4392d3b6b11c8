import { NextResponse } from "next/server";
import { confirmUniversityEmail } from "@/lib/account/university-email.server";
import { verifiedActor } from "@/lib/auth/verify-request";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

/** `{ token }` from the emailed link: verifies the caller's university email when the link is theirs, unused and unexpired. */
export const POST = route("Your university email could not be verified. Please try again.", async (request) => {
  const { uid } = await verifiedActor(request);
  return NextResponse.json({ verification: await confirmUniversityEmail(uid, await objectBody(request)) }, { headers: noStore });
});
