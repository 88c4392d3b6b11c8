import { getClientAuth } from "@/lib/firebase/client";
import { userHeaders } from "@/lib/auth/user-headers";
import { errorFromAnswer, HttpError } from "@/lib/http/error";
import type { LectureType } from "@/lib/types/product";

export type LectureMedia = { url: string; kind: LectureType; expiresAt: string };

const FAILED = "The lecture could not be opened. Check your connection and try again.";

async function postMediaUrl(request: Record<string, string>): Promise<Partial<LectureMedia> & { url: string }> {
  const user = getClientAuth().currentUser;
  if (!user) throw new HttpError(401, "auth/unauthenticated", "Sign in to open this lecture.");
  let response: Response;
  try {
    response = await fetch("/api/media-url", {
      method: "POST",
      headers: { ...(await userHeaders(user)), "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
  } catch {
    throw new HttpError(0, "media/network", FAILED);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<LectureMedia>;
  if (!response.ok || typeof body.url !== "string") throw errorFromAnswer(response.ok ? 502 : response.status, body, FAILED, "media/failed");
  return { ...body, url: body.url };
}

/**
 * A signed, 10-minute URL for a lecture's video or document, from POST /api/media-url. The
 * server checks that the signed-in user may watch it; the URL works without further sign-in,
 * so <video> and <iframe> can load it. Throws an HttpError whose message can be shown.
 */
export async function requestMediaUrl(productId: string, lectureId: string): Promise<LectureMedia> {
  const body = await postMediaUrl({ productId, lectureId });
  return { url: body.url, kind: body.kind === "document" ? "document" : "video", expiresAt: body.expiresAt ?? "" };
}

/** The same for one of the lecture's captions files (`path` from Lecture.captions), same-origin so <track> may load it. */
export async function requestCaptionUrl(productId: string, lectureId: string, path: string): Promise<string> {
  return (await postMediaUrl({ productId, lectureId, caption: path })).url;
}
