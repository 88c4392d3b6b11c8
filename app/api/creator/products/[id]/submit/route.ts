import { NextResponse } from "next/server";
import { verifiedActor } from "@/lib/auth/verify-request";
import { submitProduct } from "@/lib/creator/submission.server";
import { route } from "@/lib/http/route";

type Context = { params: Promise<{ id: string }> };

/** A creator sends a draft or rejected product to review; 422 lists everything still missing in `problems`. */
export const POST = route("The product could not be submitted. Please try again.", async (request, { params }: Context) => {
  const actor = await verifiedActor(request);
  return NextResponse.json(await submitProduct((await params).id, actor));
});
