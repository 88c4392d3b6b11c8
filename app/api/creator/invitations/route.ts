import { NextResponse } from "next/server";
import { listInvitations } from "@/lib/creator/invitations.server";
import { creatorErrorResponse, noStore, verifiedActor } from "@/lib/creator/responses.server";

/** Open co-creator invitations addressed to the caller's verified email. */
export async function GET(request: Request) {
  try {
    const actor = await verifiedActor(request);
    return NextResponse.json({ invitations: await listInvitations(actor) }, { headers: noStore });
  } catch (error) {
    return creatorErrorResponse(error, "Your invitations could not be loaded. Please try again.");
  }
}
