import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { jsonBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { issueCaptionUrl, issueMediaUrl, parseMediaUrlBody } from "@/lib/media/access.server";

/**
 * POST /api/media-url { productId, lectureId, caption? } with `Authorization: Bearer <ID token>`: a signed,
 * short-lived URL for the lecture's media (or the captions file `caption` names) if the caller
 * may watch it. Who asks comes from the token only.
 */
export const POST = route("The lecture could not be opened. Please try again.", async (request) => {
  const caller = await verifyRequest(request);
  const { productId, lectureId, caption } = parseMediaUrlBody(await jsonBody(request));
  const who = { uid: caller.uid, admin: caller.admin === true };
  const media = caption ? await issueCaptionUrl(who, productId, lectureId, caption) : await issueMediaUrl(who, productId, lectureId);
  return NextResponse.json(media, { headers: { "Cache-Control": "no-store" } });
});
