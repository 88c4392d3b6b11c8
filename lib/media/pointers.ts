import type { LectureType } from "@/lib/types/product";
import type { SignedContent } from "./signing.server";

// Where a lecture's media lives and which stored pointers the server serves: shared by the signing
// of a media URL (access.server.ts), the streaming (serve.server.ts), the buyer's stamped copy and
// the creator's submission checks.

/**
 * products/{pid}/lectures/{lid}/private/content: where a lecture's media lives. Seeded demo
 * media is a path under content/ on the server ("disk"); uploads carry `source: "storage"` and
 * a Cloud Storage object path.
 */
export type MediaContent = { kind: LectureType; path: string; source: Exclude<SignedContent["source"], "stamped"> };

/** The folder a lecture's uploads live in; storage.rules guards the same path. */
export const lectureStoragePrefix = (productId: string, lectureId: string) => `products/${productId}/lectures/${lectureId}/`;

/** One object directly inside the folder (no deeper path, no empty name). */
export const isObjectIn = (path: string, prefix: string) => path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes("/");

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
