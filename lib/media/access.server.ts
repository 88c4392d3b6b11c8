import "server-only";
import { lectureContentRef, lectureRef, productRef } from "@/lib/db/products.server";
import { toLecture } from "@/lib/db/product-shape";
import { relationRef } from "@/lib/db/relations.server";
import { signedMediaPath, type SignedContent } from "./signing.server";
import { HttpError } from "@/lib/http/error";
import { buyersCopy } from "./buyers-copy.server";
import { contentFromPointer, isObjectIn, lectureStoragePrefix } from "./pointers";

export type MediaCaller = { uid: string; admin: boolean };

/** What POST /api/media-url answers: `kind` "captions" for a caption file. */
export type MediaUrl = { url: string; kind: SignedContent["kind"]; expiresAt: string };

const isCreator = (caller: MediaCaller, creators: unknown) => Array.isArray(creators) && creators.includes(caller.uid);

/** The same people firestore.rules lets read private content: owners, the product's creators, admins. */
function mayWatch(caller: MediaCaller, creators: unknown, owns: boolean): boolean {
  return caller.admin || owns || isCreator(caller, creators);
}

/**
 * One of a lecture's caption tracks as content to serve, or null: only a .vtt path its lecture
 * lists, read from Cloud Storage when it is in the lecture's folder (or its live product's, for a
 * working copy), from content/ otherwise.
 */
export function captionsFromLecture(data: Record<string, unknown> | undefined, wanted: string, productId: string, lectureId: string, revisionOf = ""): SignedContent | null {
  if (!data || !toLecture(lectureId, data).captions.some((caption) => caption.path === wanted) || !/\.vtt$/i.test(wanted)) return null;
  const folders = [productId, ...(revisionOf ? [revisionOf] : [])].map((id) => lectureStoragePrefix(id, lectureId));
  if (folders.some((prefix) => isObjectIn(wanted, prefix))) return { kind: "captions", path: wanted, source: "storage" };
  // Another upload folder is never served. A creator can only list paths in the lecture's own
  // folder (firestore.rules); any other path is the seed's demo captions under content/.
  return wanted.startsWith("products/") ? null : { kind: "captions", path: wanted, source: "disk" };
}

/**
 * A short-lived signed URL for one lecture's media, or with `captions` for one of its caption
 * files, for a caller who may watch the lecture (captions go to the same people as the video).
 */
export async function issueMediaUrl(caller: MediaCaller, productId: string, lectureId: string, now = Date.now(), captions: string | null = null): Promise<MediaUrl> {
  // One read of each document: the product decides both who may watch and which folder counts.
  const [product, relation, pointer] = await Promise.all([
    productRef(productId).get(),
    caller.admin ? null : relationRef(caller.uid, productId).get(),
    captions === null ? lectureContentRef(productId, lectureId).get() : lectureRef(productId, lectureId).get(),
  ]);
  if (!mayWatch(caller, product.get("creators"), relation?.exists ?? false)) {
    throw new HttpError(403, "media/no-access", "You don't have access to this course.");
  }
  const revisionOf = product.get("revisionOf");
  const folderOf = typeof revisionOf === "string" ? revisionOf : "";
  const signed = (content: SignedContent, kind: MediaUrl["kind"]): MediaUrl => {
    const { path, exp } = signedMediaPath(productId, lectureId, { now, content });
    return { url: path, kind, expiresAt: new Date(exp * 1000).toISOString() };
  };
  if (captions !== null) {
    const track = captionsFromLecture(pointer.data(), captions, productId, lectureId, folderOf);
    if (!track) throw new HttpError(404, "media/not-found", "These captions are not part of this lecture.");
    return signed(track, "captions");
  }
  const content = contentFromPointer(pointer.data(), productId, lectureId, folderOf);
  if (!content) throw new HttpError(404, "media/not-found", "This lecture has no content yet.");
  // Creators and admins get the file as uploaded; a buyer, their own stamped copy.
  const stamped = content.kind === "document" && relation?.exists && !isCreator(caller, product.get("creators")) ? await buyersCopy(caller.uid, productId, lectureId, content, relation) : null;
  return signed(stamped ?? content, content.kind);
}
