import { NextResponse } from "next/server";
import { creatorErrorResponse, noStore, readJson, verifiedActor } from "@/lib/creator/responses.server";
import { readTeam, saveTeam } from "@/lib/creator/team.server";

type Context = { params: Promise<{ id: string }> };

/** The product's creators with their shares and open invitations (any creator may look). */
export async function GET(request: Request, { params }: Context) {
  try {
    const actor = await verifiedActor(request);
    return NextResponse.json(await readTeam((await params).id, actor), { headers: noStore });
  } catch (error) {
    return creatorErrorResponse(error, "The team could not be loaded. Please try again.");
  }
}

/** The lead creator saves { creators?, payout, invitations: [{ email, share }] }. */
export async function PUT(request: Request, { params }: Context) {
  try {
    const actor = await verifiedActor(request);
    return NextResponse.json(await saveTeam((await params).id, await readJson(request), actor));
  } catch (error) {
    return creatorErrorResponse(error, "The team could not be saved. Please try again.");
  }
}
