import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { completeCourse } from "@/lib/certificates/complete.server";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ productId: string }> };

/**
 * The learning page reports that the learner may have finished the course. The server decides
 * from the stored progress and lectures: `{ status: "complete", certificateId }` (the same
 * certificate however often it is asked) or `{ status: "incomplete", completed, total }`.
 */
export const POST = route("Your completion could not be recorded. Please try again.", async (request, { params }: Context) => {
  const { uid } = await verifyRequest(request);
  return NextResponse.json(await completeCourse(uid, (await params).productId), { headers: noStore });
});
