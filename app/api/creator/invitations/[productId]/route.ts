import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { answerInvitation } from "@/lib/creator/invitations.server";
import { creatorErrorResponse, readJson, verifiedActor } from "@/lib/creator/responses.server";
import { PRODUCTS_TAG } from "@/lib/db/products.server";

type Context = { params: Promise<{ productId: string }> };

/** Accept or decline an invitation: { accept: boolean }. */
export async function POST(request: Request, { params }: Context) {
  try {
    const actor = await verifiedActor(request);
    const body = await readJson(request);
    const accept = typeof body === "object" && body !== null ? (body as Record<string, unknown>).accept : undefined;
    const result = await answerInvitation((await params).productId, accept, actor);
    // Cached catalogue reads carry creators and payout: expire them so none shows the old team.
    revalidateTag(PRODUCTS_TAG, { expire: 0 });
    return NextResponse.json(result);
  } catch (error) {
    return creatorErrorResponse(error, "Your answer could not be saved. Please try again.");
  }
}
