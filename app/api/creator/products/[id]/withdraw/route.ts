import { NextResponse } from "next/server";
import { verifiedActor } from "@/lib/auth/verify-request";
import { withdrawProduct } from "@/lib/creator/submission.server";
import { route } from "@/lib/http/route";

type Context = { params: Promise<{ id: string }> };

/** A creator takes a pending product back to draft. */
export const POST = route("The product could not be withdrawn. Please try again.", async (request, { params }: Context) => {
  const actor = await verifiedActor(request);
  return NextResponse.json(await withdrawProduct((await params).id, actor));
});
