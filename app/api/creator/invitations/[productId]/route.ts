import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { answerInvitation } from "@/lib/creator/invitations.server";
import { creatorErrorResponse, readJson, verifiedActor } from "@/lib/creator/responses.server";
import { productTag } from "@/lib/db/products.server";

type Context = { params: Promise<{ productId: string }> };

/** Accept or decline an invitation: { accept: boolean }. */
export async function POST(request: Request, { params }: Context) {
  try {
    const actor = await verifiedActor(request);
    const body = await readJson(request);
    const accept = typeof body === "object" && body !== null ? (body as Record<string, unknown>).accept : undefined;
    const { productId } = await params;
    const result = await answerInvitation(productId, accept, actor);
    // The product's cached reads carry creators and payout: expire them so its page shows the new team.
    revalidateTag(productTag(productId), { expire: 0 });
    return NextResponse.json(result);
  } catch (error) {
    return creatorErrorResponse(error, "Your answer could not be saved. Please try again.");
  }
}
