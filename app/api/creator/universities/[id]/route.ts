import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { CreatorError } from "@/lib/creator/errors";
import { creatorErrorResponse, noStore } from "@/lib/creator/responses.server";
import { getUniversity } from "@/lib/db/universities.server";

type Context = { params: Promise<{ id: string }> };

/**
 * One university with its degrees, courses and sections: what the course builder offers once a
 * creator chose it. Signed-in users only (anyone may start a course); read through the cached
 * getUniversity (tag "universities"), so a tree is read from Firestore once per admin change.
 */
export async function GET(request: Request, { params }: Context) {
  try {
    await verifyRequest(request);
    const university = await getUniversity((await params).id);
    if (!university) throw new CreatorError(404, "creator/university-not-found", "This university is no longer in our university data. Choose another one.");
    return NextResponse.json({ university }, { headers: noStore });
  } catch (error) {
    return creatorErrorResponse(error, "The university's degrees and courses could not be loaded. Please try again.");
  }
}
