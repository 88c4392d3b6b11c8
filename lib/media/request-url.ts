import { getClientAuth } from "@/lib/firebase/client";
import { userHeaders } from "@/lib/auth/user-headers";
import { errorFromAnswer, HttpError } from "@/lib/http/error";
import type { LectureType } from "@/lib/types/product";

export type LectureMedia = { url: string; kind: LectureType; expiresAt: string };

const FAILED = "The lecture could not be opened. Check your connection and try again.";

/** POST /api/media-url's answer for `body`; throws an HttpError whose message can be shown. */
async function signedUrl(body: { productId: string; lectureId: string; captions?: string }): Promise<Partial<LectureMedia> & { url: string }> {
  const user = getClientAuth().currentUser;
  if (!user) throw new HttpError(401, "auth/unauthenticated", "Sign in to open this lecture.");
  let response: Response;
  try {
    response = await fetch("/api/media-url", {
      method: "POST",
      headers: { ...(await userHeaders(user)), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new HttpError(0, "media/network", FAILED);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<LectureMedia>;
  if (!response.ok || typeof answer.url !== "string") throw errorFromAnswer(response.ok ? 502 : response.status, answer, FAILED, "media/failed");
  return { ...answer, url: answer.url };
}

/**
 * A signed, 10-minute URL for a lecture's video or document, from POST /api/media-url. The
 * server checks that the signed-in user may watch it; the URL works without further sign-in,
 * so <video> and <iframe> can load it. Throws an HttpError whose message can be shown.
 */
export async function requestMediaUrl(productId: string, lectureId: string): Promise<LectureMedia> {
  const answer = await signedUrl({ productId, lectureId });
  return { url: answer.url, kind: answer.kind === "document" ? "document" : "video", expiresAt: answer.expiresAt ?? "" };
}

/**
 * The same for one of the lecture's caption tracks (`path`: its `captions[].path`), for a
 * `<track src>`: served as text/vtt to whoever may watch the lecture, for 10 minutes.
 */
export async function requestCaptionsUrl(productId: string, lectureId: string, path: string): Promise<{ url: string; expiresAt: string }> {
  const answer = await signedUrl({ productId, lectureId, captions: path });
  return { url: answer.url, expiresAt: answer.expiresAt ?? "" };
}
