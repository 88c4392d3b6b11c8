import { NextResponse } from "next/server";
import { creatorErrorResponse, verifiedActor } from "@/lib/creator/responses.server";
import { withdrawProduct } from "@/lib/creator/submission.server";

type Context = { params: Promise<{ id: string }> };

/** A creator takes a pending product back to draft. */
export async function POST(request: Request, { params }: Context) {
  try {
    const actor = await verifiedActor(request);
    return NextResponse.json(await withdrawProduct((await params).id, actor));
  } catch (error) {
    return creatorErrorResponse(error, "The product could not be withdrawn. Please try again.");
  }
}
