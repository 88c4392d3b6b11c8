import { NextResponse } from "next/server";
import { creatorErrorResponse, verifiedActor } from "@/lib/creator/responses.server";
import { submitProduct } from "@/lib/creator/submission.server";

type Context = { params: Promise<{ id: string }> };

/** A creator sends a draft or rejected product to review; 422 lists everything still missing. */
export async function POST(request: Request, { params }: Context) {
  try {
    const actor = await verifiedActor(request);
    return NextResponse.json(await submitProduct((await params).id, actor));
  } catch (error) {
    return creatorErrorResponse(error, "The product could not be submitted. Please try again.");
  }
}
