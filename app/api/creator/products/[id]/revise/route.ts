import { NextResponse } from "next/server";
import { creatorErrorResponse, verifiedActor } from "@/lib/creator/responses.server";
import { createRevision } from "@/lib/creator/revision.server";

type Context = { params: Promise<{ id: string }> };

/** A creator of an approved product gets its working copy ({ id, created }) to edit and submit. */
export async function POST(request: Request, { params }: Context) {
  try {
    const actor = await verifiedActor(request);
    const result = await createRevision((await params).id, actor);
    return NextResponse.json(result, { status: result.created ? 201 : 200 });
  } catch (error) {
    return creatorErrorResponse(error, "The working copy could not be created. Please try again.");
  }
}
