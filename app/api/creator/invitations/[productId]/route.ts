import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifiedActor } from "@/lib/auth/verify-request";
import { answerInvitation } from "@/lib/creator/invitations.server";
import { productTag } from "@/lib/db/products.server";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

type Context = { params: Promise<{ productId: string }> };

/** Accept or decline an invitation: { accept: boolean }. */
export const POST = route("Your answer could not be saved. Please try again.", async (request, { params }: Context) => {
  const actor = await verifiedActor(request);
  await consumeRateLimit("invitation", actor.uid);
  const { accept } = await objectBody(request);
  const { productId } = await params;
  const result = await answerInvitation(productId, accept, actor);
  // The product's cached reads carry creators and payout: expire them so its page shows the new team.
  revalidateTag(productTag(productId), { expire: 0 });
  return NextResponse.json(result);
});
