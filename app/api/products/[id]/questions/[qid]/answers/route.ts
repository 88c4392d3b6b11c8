import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { qaTag } from "@/lib/db/questions.server";
import { answerQuestion } from "@/lib/qa/questions.server";
import { qaErrorResponse, readText } from "@/lib/qa/responses.server";

/** A buyer or creator of the product answers a question; the asker is notified. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string; qid: string }> }) {
  try {
    const { uid } = await verifyRequest(request);
    const { id, qid } = await params;
    const answer = await answerQuestion(id, qid, uid, await readText(request));
    revalidateTag(qaTag(id), { expire: 0 });
    return NextResponse.json({ answer }, { status: 201 });
  } catch (error) {
    return qaErrorResponse(error, "Your answer could not be posted. Please try again.");
  }
}
