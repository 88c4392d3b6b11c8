import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { getUniversity } from "@/lib/db/universities.server";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/**
 * One university with its degrees, courses and sections: what the course builder offers once a
 * creator chose it. Signed-in users only (anyone may start a course); read through the cached
 * getUniversity (tag "universities"), so a tree is read from Firestore once per admin change.
 */
export const GET = route("The university's degrees and courses could not be loaded. Please try again.", async (request, { params }: Context) => {
  await verifyRequest(request);
  const university = await getUniversity((await params).id);
  if (!university) throw new HttpError(404, "creator/university-not-found", "This university is no longer in our university data. Choose another one.");
  return NextResponse.json({ university }, { headers: noStore });
});
