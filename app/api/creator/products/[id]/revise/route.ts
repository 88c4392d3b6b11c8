import { NextResponse } from "next/server";
import { verifiedActor } from "@/lib/auth/verify-request";
import { createRevision } from "@/lib/creator/revision.server";
import { route } from "@/lib/http/route";

type Context = { params: Promise<{ id: string }> };

/** A creator of an approved product gets its working copy ({ id, created }) to edit and submit. */
export const POST = route("The working copy could not be created. Please try again.", async (request, { params }: Context) => {
  const actor = await verifiedActor(request);
  const result = await createRevision((await params).id, actor);
  return NextResponse.json(result, { status: result.created ? 201 : 200 });
});
