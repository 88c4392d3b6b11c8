import "server-only";
import { NextResponse } from "next/server";
import { RequestAuthError, verifyRequest } from "@/lib/auth/verify-request";
import { issueMediaUrl, MediaAccessError, parseMediaUrlBody } from "./access.server";

/**
 * POST /api/media-url { productId, lectureId } with `Authorization: Bearer <ID token>`: a signed
 * URL for the lecture's media if the caller may watch it. Who asks comes from the token only.
 */
export async function handleMediaUrlRequest(request: Request): Promise<Response> {
  try {
    const caller = await verifyRequest(request);
    const { productId, lectureId } = parseMediaUrlBody(await request.json().catch(() => null));
    const media = await issueMediaUrl({ uid: caller.uid, admin: caller.admin === true }, productId, lectureId);
    return NextResponse.json(media, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof RequestAuthError || error instanceof MediaAccessError) {
      return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
    }
    console.error(error);
    return NextResponse.json({ code: "media/failed", error: "The lecture could not be opened. Please try again." }, { status: 500 });
  }
}
