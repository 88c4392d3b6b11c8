import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { creatorErrorResponse, noStore, readJson, verifiedActor } from "@/lib/creator/responses.server";
import { readTeam, saveTeam } from "@/lib/creator/team.server";
import { productTag } from "@/lib/db/products.server";

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
    const result = await saveTeam((await params).id, await readJson(request), actor);
    // The product's cached reads carry creators and payout: expire them so its page shows the new team.
    revalidateTag(productTag((await params).id), { expire: 0 });
    return NextResponse.json(result);
  } catch (error) {
    return creatorErrorResponse(error, "The team could not be saved. Please try again.");
  }
}
