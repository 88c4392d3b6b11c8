import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifiedActor } from "@/lib/auth/verify-request";
import { readTeam, saveTeam } from "@/lib/creator/team.server";
import { productTag } from "@/lib/db/products.server";
import { jsonBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

type Context = { params: Promise<{ id: string }> };

/** The product's creators with their shares and open invitations (any creator may look). */
export const GET = route("The team could not be loaded. Please try again.", async (request, { params }: Context) => {
  const actor = await verifiedActor(request);
  return NextResponse.json(await readTeam((await params).id, actor), { headers: noStore });
});

/** The lead creator saves { creators?, payout, invitations: [{ email, share }] }. */
export const PUT = route("The team could not be saved. Please try again.", async (request, { params }: Context) => {
  const actor = await verifiedActor(request);
  await consumeRateLimit("team-save", actor.uid);
  const result = await saveTeam((await params).id, await jsonBody(request), actor);
  // The product's cached reads carry its creators (who sees "Go to course"): expire only its own.
  revalidateTag(productTag((await params).id), { expire: 0 });
  return NextResponse.json(result);
});
