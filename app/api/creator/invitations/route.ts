import { NextResponse } from "next/server";
import { verifiedActor } from "@/lib/auth/verify-request";
import { listInvitations } from "@/lib/creator/invitations.server";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

/** Open co-creator invitations addressed to the caller's verified email. */
export const GET = route("Your invitations could not be loaded. Please try again.", async (request) => {
  const actor = await verifiedActor(request);
  return NextResponse.json({ invitations: await listInvitations(actor) }, { headers: noStore });
});
