import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { MEDIA_URL_TTL_SECONDS, mediaUrlSecret } from "@/config/media";

/**
 * What a media URL serves, signed into it so the media route need not read Firestore on each
 * of a video's many Range requests: where the bytes live ("disk": under content/, "storage":
 * a Cloud Storage object path), the kind and the path.
 */
export type SignedContent = { source: "disk" | "storage"; kind: "video" | "document" | "captions"; path: string };

type SignOptions = { now?: number; secret?: string; content?: SignedContent };

// Firestore ids never contain "/", so the first line names exactly one lecture and one expiry;
// the content, if any, follows on a second line (paths never contain a line break).
const message = (productId: string, lectureId: string, exp: number, content?: SignedContent) =>
  `${productId}/${lectureId}/${exp}` + (content ? `\n${content.source}:${content.kind}:${content.path}` : "");
const hmac = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("base64url");

/** Expiry (Unix seconds) and HMAC-SHA256 signature of a media URL for one lecture. */
export function signMedia(productId: string, lectureId: string, { now = Date.now(), secret = mediaUrlSecret(), content }: SignOptions = {}) {
  const exp = Math.floor(now / 1000) + MEDIA_URL_TTL_SECONDS;
  return { exp, sig: hmac(secret, message(productId, lectureId, exp, content)) };
}

/**
 * The path of GET /api/media/{productId}/{lectureId}, valid for MEDIA_URL_TTL_SECONDS; with
 * `content`, its source, kind and path travel in the URL (src, kind, path) under the signature.
 */
export function signedMediaPath(productId: string, lectureId: string, options: SignOptions = {}) {
  const { exp, sig } = signMedia(productId, lectureId, options);
  const { content } = options;
  const query = new URLSearchParams({ exp: String(exp) });
  if (content) {
    query.set("src", content.source);
    query.set("kind", content.kind);
    query.set("path", content.path);
  }
  query.set("sig", sig);
  return { path: `/api/media/${encodeURIComponent(productId)}/${encodeURIComponent(lectureId)}?${query}`, exp };
}

/** The signed content a media URL's query names, or null when it names none or an invalid one. */
export function contentFromQuery(searchParams: URLSearchParams): SignedContent | null {
  const source = searchParams.get("src");
  const kind = searchParams.get("kind");
  const path = searchParams.get("path");
  if ((source !== "disk" && source !== "storage") || (kind !== "video" && kind !== "document" && kind !== "captions") || !path || /[\r\n]/.test(path)) return null;
  return { source, kind, path };
}

/** True only for a signature made with our secret for exactly this lecture and expiry, before it expires. */
export function verifyMediaSignature(
  productId: string,
  lectureId: string,
  exp: string | null,
  sig: string | null,
  { now = Date.now(), secret = mediaUrlSecret(), content }: SignOptions = {},
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expected = Buffer.from(hmac(secret, message(productId, lectureId, Number(exp), content)));
  const given = Buffer.from(sig);
  // timingSafeEqual: comparing byte by byte would tell an attacker how much of a guess was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(exp) * 1000 > now;
}
