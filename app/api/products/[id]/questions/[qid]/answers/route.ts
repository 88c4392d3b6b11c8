import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { qaTag } from "@/lib/db/questions.server";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { answerQuestion, checkedPoster } from "@/lib/qa/writes.server";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { qaTextBody } from "@/lib/schemas/questions";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

/** A buyer or creator of the product with a verified email answers a question ({ text }); the asker is notified. */
export const POST = route("Your answer could not be posted. Please try again.", async (request, { params }: { params: Promise<{ id: string; qid: string }> }) => {
  const { uid, email_verified } = await verifyRequest(request);
  const { id, qid } = await params;
  const answerer = { uid, emailVerified: email_verified === true };
  await consumeRateLimit("answer", checkedPoster(answerer, "answer"));
  const answer = await answerQuestion(id, qid, answerer, parseOrRefuse(qaTextBody, await objectBody(request), "qa/invalid-text").text);
  revalidateTag(qaTag(id), { expire: 0 });
  return NextResponse.json({ answer }, { status: 201 });
});
