import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { qaTag, readQuestionPage } from "@/lib/db/questions.server";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { askQuestion, checkedPoster } from "@/lib/qa/writes.server";
import { productListResponse } from "@/lib/http/product-list-response.server";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { qaTextBody } from "@/lib/schemas/questions";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

type Context = { params: Promise<{ id: string }> };

/** Anyone: `{ questions, next }`, 10 questions of an approved product with their first answers, newest first, after `?after=`. */
export const GET = route("More questions could not be loaded. Please try again.", async (request, { params }: Context) =>
  productListResponse(request, (await params).id, { area: "qa", key: "questions", read: readQuestionPage }),
);

/** A signed-in user with a verified email asks about a product ({ text }); its creators are notified. */
export const POST = route("Your question could not be posted. Please try again.", async (request, { params }: Context) => {
  const { uid, email_verified } = await verifyRequest(request);
  const { id } = await params;
  const asker = { uid, emailVerified: email_verified === true };
  await consumeRateLimit("question", checkedPoster(asker, "ask"));
  const question = await askQuestion(id, asker, parseOrRefuse(qaTextBody, await objectBody(request), "qa/invalid-text").text);
  // The next visit reads the list fresh; this page shows the new question right away.
  revalidateTag(qaTag(id), { expire: 0 });
  return NextResponse.json({ question }, { status: 201 });
});
