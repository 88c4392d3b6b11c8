import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { qaTag, readQuestionPage } from "@/lib/db/questions.server";
import { askQuestion } from "@/lib/qa/questions.server";
import { qaErrorResponse, readText } from "@/lib/qa/responses.server";
import { productListResponse } from "@/lib/utils/product-list-response.server";

/** Anyone: `{ questions, next }`, 10 questions of an approved product with their first answers, newest first, after `?after=`. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return productListResponse(request, (await params).id, { area: "qa", key: "questions", read: readQuestionPage });
}

/** A signed-in user asks about a product; its creators are notified. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const { uid } = await verifyRequest(request);
    const { id } = await params;
    const question = await askQuestion(id, uid, await readText(request));
    // The next visit reads the list fresh; this page shows the new question right away.
    revalidateTag(qaTag(id), { expire: 0 });
    return NextResponse.json({ question }, { status: 201 });
  } catch (error) {
    return qaErrorResponse(error, "Your question could not be posted. Please try again.");
  }
}
