import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { MEDIA_URL_TTL_SECONDS, mediaUrlSecret } from "@/config/media";

type SignOptions = { now?: number; secret?: string };

// Firestore ids never contain "/", so this message names exactly one lecture and one expiry.
const message = (productId: string, lectureId: string, exp: number) => `${productId}/${lectureId}/${exp}`;
const hmac = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("base64url");

/** Expiry (Unix seconds) and HMAC-SHA256 signature of a media URL for one lecture. */
export function signMedia(productId: string, lectureId: string, { now = Date.now(), secret = mediaUrlSecret() }: SignOptions = {}) {
  const exp = Math.floor(now / 1000) + MEDIA_URL_TTL_SECONDS;
  return { exp, sig: hmac(secret, message(productId, lectureId, exp)) };
}

/** The path of GET /api/media/{productId}/{lectureId}, valid for MEDIA_URL_TTL_SECONDS. */
export function signedMediaPath(productId: string, lectureId: string, options: SignOptions = {}) {
  const { exp, sig } = signMedia(productId, lectureId, options);
  return { path: `/api/media/${encodeURIComponent(productId)}/${encodeURIComponent(lectureId)}?exp=${exp}&sig=${sig}`, exp };
}

/** True only for a signature made with our secret for exactly this lecture and expiry, before it expires. */
export function verifyMediaSignature(
  productId: string,
  lectureId: string,
  exp: string | null,
  sig: string | null,
  { now = Date.now(), secret = mediaUrlSecret() }: SignOptions = {},
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expected = Buffer.from(hmac(secret, message(productId, lectureId, Number(exp))));
  const given = Buffer.from(sig);
  // timingSafeEqual: comparing byte by byte would tell an attacker how much of a guess was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(exp) * 1000 > now;
}
