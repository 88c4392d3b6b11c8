import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { qaTag } from "@/lib/db/questions.server";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { answerQuestion } from "@/lib/qa/questions.server";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

/** A buyer or creator of the product answers a question ({ text }); the asker is notified. */
export const POST = route("Your answer could not be posted. Please try again.", async (request, { params }: { params: Promise<{ id: string; qid: string }> }) => {
  const { uid } = await verifyRequest(request);
  const { id, qid } = await params;
  await consumeRateLimit("answer", uid);
  const answer = await answerQuestion(id, qid, uid, (await objectBody(request)).text);
  revalidateTag(qaTag(id), { expire: 0 });
  return NextResponse.json({ answer }, { status: 201 });
});
