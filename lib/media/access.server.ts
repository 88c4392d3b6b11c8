import "server-only";
import { lectureContentRef, lectureRef, productRef } from "@/lib/db/products.server";
import { relationRef } from "@/lib/db/relations.server";
import type { LectureType } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { signedMediaPath, type SignedContent } from "./signing.server";
import { HttpError } from "@/lib/http/error";

/**
 * products/{pid}/lectures/{lid}/private/content: where a lecture's media lives. Seeded demo
 * media is a path under content/ on the server ("disk"); uploads carry `source: "storage"` and
 * a Cloud Storage object path.
 */
export type MediaContent = { kind: LectureType; path: string; source: SignedContent["source"] };

export type MediaCaller = { uid: string; admin: boolean };

/** What POST /api/media-url answers. */
export type MediaUrl = { url: string; kind: LectureType | "captions"; expiresAt: string };

// Firestore document ids of ours: prefix, underscore, alphanumerics (lib/utils/ids.ts).
const isId = (value: unknown): value is string => isDocumentId(value, 100);

/** `caption`, if given, names one of the lecture's captions files (Lecture.captions[].path) instead of its media. */
export function parseMediaUrlBody(body: unknown): { productId: string; lectureId: string; caption?: string } {
  const { productId, lectureId, caption } = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (!isId(productId) || !isId(lectureId) || (caption !== undefined && (typeof caption !== "string" || !caption || caption.length > 500))) {
    throw new HttpError(400, "media/invalid-request", "Say which lecture to open.");
  }
  return caption === undefined ? { productId, lectureId } : { productId, lectureId, caption };
}

/** Only WebVTT files are served as captions, whatever a lecture document names. */
export const isCaptionsFile = (path: string) => /\.vtt$/i.test(path) && !/[\r\n]/.test(path);

/** The folder a lecture's uploads live in; storage.rules guards the same path. */
export const lectureStoragePrefix = (productId: string, lectureId: string) => `products/${productId}/lectures/${lectureId}/`;

/** One object directly inside the folder (no deeper path, no empty name). */
const isObjectIn = (path: string, prefix: string) => path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes("/");

/**
 * A lecture's stored pointer as media to serve, or null when it points nowhere we serve. Creators
 * write the pointer from the browser: one at another lecture's (or product's) paid file must not
 * hand that file to this product's buyers. Uploads of a working copy go to its live product's
 * folder (`revisionOf`, same creators), so that folder counts as the copy's own
 * (docs/decisions/0072-upload-pointers-inside-lecture-folder.md).
 */
export function contentFromPointer(data: Record<string, unknown> | undefined, productId: string, lectureId: string, revisionOf = ""): MediaContent | null {
  const path = data?.path;
  if (typeof path !== "string" || !path || /[\r\n]/.test(path)) return null;
  const kind = data?.kind === "document" ? "document" : "video";
  if (data?.source !== "storage") return { kind, path, source: "disk" };
  const folders = [productId, ...(revisionOf ? [revisionOf] : [])].map((id) => lectureStoragePrefix(id, lectureId));
  return folders.some((prefix) => isObjectIn(path, prefix)) ? { kind, path, source: "storage" } : null;
}

/**
 * The media of one lecture as the server may stream it (GET /api/media checks the signed path
 * again with this): inside this lecture's folder of some product. Which product's folder a
 * pointer may use was decided when the URL was signed (`contentFromPointer`).
 */
export const isLectureObject = (path: string, lectureId: string) => {
  const match = /^products\/([^/]+)\/lectures\//.exec(path);
  return match !== null && isObjectIn(path, lectureStoragePrefix(match[1]!, lectureId));
};

/** The same people firestore.rules lets read private content: owners, the product's creators, admins. */
function mayWatch(caller: MediaCaller, creators: unknown, owns: boolean): boolean {
  return caller.admin || owns || (Array.isArray(creators) && creators.includes(caller.uid));
}

/**
 * A short-lived signed URL for one of a lecture's captions files, for a caller who may watch the
 * lecture. The path must be listed in the lecture's `captions`; one inside the lecture's upload
 * folder is read from Cloud Storage, any other (seeded demo captions) from content/ on disk.
 */
export async function issueCaptionUrl(caller: MediaCaller, productId: string, lectureId: string, caption: string, now = Date.now()): Promise<MediaUrl> {
  const [product, relation, lecture] = await Promise.all([
    productRef(productId).get(),
    caller.admin ? null : relationRef(caller.uid, productId).get(),
    lectureRef(productId, lectureId).get(),
  ]);
  if (!mayWatch(caller, product.get("creators"), relation?.exists ?? false)) {
    throw new HttpError(403, "media/no-access", "You don't have access to this course.");
  }
  const listed = lecture.get("captions");
  const known = Array.isArray(listed) && listed.some((entry: unknown) => (entry as { path?: unknown } | null)?.path === caption);
  if (!known || !isCaptionsFile(caption)) throw new HttpError(404, "media/not-found", "These captions do not exist.");
  const revisionOf = product.get("revisionOf");
  const folders = [productId, ...(typeof revisionOf === "string" && revisionOf ? [revisionOf] : [])].map((id) => lectureStoragePrefix(id, lectureId));
  const source = folders.some((prefix) => isObjectIn(caption, prefix)) ? "storage" : "disk";
  const { path, exp } = signedMediaPath(productId, lectureId, { now, content: { source, kind: "captions", path: caption } });
  return { url: path, kind: "captions", expiresAt: new Date(exp * 1000).toISOString() };
}

/** A short-lived signed URL for one lecture's media, for a caller who may watch it. */
export async function issueMediaUrl(caller: MediaCaller, productId: string, lectureId: string, now = Date.now()): Promise<MediaUrl> {
  // One read of each document: the product decides both who may watch and which folder counts.
  const [product, relation, pointer] = await Promise.all([
    productRef(productId).get(),
    caller.admin ? null : relationRef(caller.uid, productId).get(),
    lectureContentRef(productId, lectureId).get(),
  ]);
  if (!mayWatch(caller, product.get("creators"), relation?.exists ?? false)) {
    throw new HttpError(403, "media/no-access", "You don't have access to this course.");
  }
  const revisionOf = product.get("revisionOf");
  const content = contentFromPointer(pointer.data(), productId, lectureId, typeof revisionOf === "string" ? revisionOf : "");
  if (!content) throw new HttpError(404, "media/not-found", "This lecture has no content yet.");
  const { path, exp } = signedMediaPath(productId, lectureId, { now, content });
  return { url: path, kind: content.kind, expiresAt: new Date(exp * 1000).toISOString() };
}
