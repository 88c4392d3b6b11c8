import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { jsonBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { issueMediaUrl } from "@/lib/media/access.server";
import { mediaUrlBody } from "@/lib/schemas/media";
import { parseOrRefuse } from "@/lib/schemas/parse";

/**
 * POST /api/media-url { productId, lectureId, captions? } with `Authorization: Bearer <ID token>`:
 * a signed, short-lived URL for the lecture's media (or, with `captions`: one of the lecture's
 * `captions[].path`, for its WebVTT file) if the caller may watch it. Who asks comes from the
 * token only.
 */
export const POST = route("The lecture could not be opened. Please try again.", async (request) => {
  const caller = await verifyRequest(request);
  const { productId, lectureId, captions } = parseOrRefuse(mediaUrlBody, await jsonBody(request), "media/invalid-request");
  const media = await issueMediaUrl({ uid: caller.uid, admin: caller.admin === true }, productId, lectureId, Date.now(), captions);
  return NextResponse.json(media, { headers: { "Cache-Control": "no-store" } });
});
