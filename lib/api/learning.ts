import type { Completion } from "@/lib/certificates/complete.server";
import type { MediaUrl } from "@/lib/media/access.server";
import { HttpError } from "@/lib/http/error";
import type { LectureType } from "@/lib/types/product";
import { call, segment } from "./core";

// /api/learning/… and /api/media-url: a learner's completion and the signed URLs of their lectures.

/** Completes the course once every lecture is marked (and finds its certificate); the same answer however often asked. */
export const completeCourse = (productId: string) => call<Completion>(`/api/learning/${segment(productId)}/complete`, { method: "POST", body: {} });

export type LectureMedia = { url: string; kind: LectureType; expiresAt: string };

const FAILED = "The lecture could not be opened. Check your connection and try again.";

/** POST /api/media-url's answer for `body`; throws an HttpError whose message can be shown. */
async function signedUrl(body: { productId: string; lectureId: string; captions?: string }): Promise<Partial<MediaUrl> & { url: string }> {
  const answer = await call<Partial<MediaUrl> | null>("/api/media-url", { method: "POST", body, fallback: FAILED, unreachable: FAILED, signIn: "Sign in to open this lecture." });
  if (typeof answer?.url !== "string") throw new HttpError(502, "media/failed", FAILED);
  return { ...answer, url: answer.url };
}

/**
 * A signed, 10-minute URL for a lecture's video or document. The server checks that the signed-in
 * user may watch it; the URL works without further sign-in, so <video> and <iframe> can load it.
 */
export async function requestMediaUrl(productId: string, lectureId: string): Promise<LectureMedia> {
  const answer = await signedUrl({ productId, lectureId });
  return { url: answer.url, kind: answer.kind === "document" ? "document" : "video", expiresAt: answer.expiresAt ?? "" };
}

/** The same for one of the lecture's caption tracks (`path`: its `captions[].path`), for a `<track src>`. */
export async function requestCaptionsUrl(productId: string, lectureId: string, path: string): Promise<{ url: string; expiresAt: string }> {
  const answer = await signedUrl({ productId, lectureId, captions: path });
  return { url: answer.url, expiresAt: answer.expiresAt ?? "" };
}
