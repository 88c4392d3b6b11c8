import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { LectureType } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { signedMediaPath, type SignedContent } from "./signing.server";

export class MediaAccessError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * products/{pid}/lectures/{lid}/private/content: where a lecture's media lives. Seeded demo
 * media is a path under content/ on the server ("disk"); uploads carry `source: "storage"` and
 * a Cloud Storage object path.
 */
export type MediaContent = { kind: LectureType; path: string; source: SignedContent["source"] };

export type MediaCaller = { uid: string; admin: boolean };

/** What POST /api/media-url answers. */
export type MediaUrl = { url: string; kind: LectureType; expiresAt: string };

// Firestore document ids of ours: prefix, underscore, alphanumerics (lib/utils/ids.ts).
const isId = (value: unknown): value is string => isDocumentId(value, 100);

export function parseMediaUrlBody(body: unknown): { productId: string; lectureId: string } {
  const { productId, lectureId } = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (!isId(productId) || !isId(lectureId)) {
    throw new MediaAccessError(400, "media/invalid-request", "Say which lecture to open.");
  }
  return { productId, lectureId };
}

/** The folder a lecture's uploads live in; storage.rules guards the same path. */
export const lectureStoragePrefix = (productId: string, lectureId: string) => `products/${productId}/lectures/${lectureId}/`;

export async function readMediaContent(productId: string, lectureId: string): Promise<MediaContent | null> {
  const snapshot = await adminDb().doc(`products/${productId}/lectures/${lectureId}/private/content`).get();
  const data = snapshot.data();
  if (!data || typeof data.path !== "string" || !data.path || /[\r\n]/.test(data.path)) return null;
  const kind = data.kind === "document" ? "document" : "video";
  if (data.source !== "storage") return { kind, path: data.path, source: "disk" };
  // Creators write this pointer from the browser: one pointing at another lecture's (or
  // product's) paid file must not hand that file to this product's buyers.
  const prefix = lectureStoragePrefix(productId, lectureId);
  const name = data.path.slice(prefix.length);
  if (!data.path.startsWith(prefix) || !name || name.includes("/")) return null;
  return { kind, path: data.path, source: "storage" };
}

/** The same people firestore.rules lets read private content: owners, the product's creators, admins. */
export async function canWatch(caller: MediaCaller, productId: string): Promise<boolean> {
  if (caller.admin) return true;
  const [relation, product] = await Promise.all([
    adminDb().doc(`userProductRelations/${caller.uid}_${productId}`).get(),
    adminDb().doc(`products/${productId}`).get(),
  ]);
  const creators: unknown = product.get("creators");
  return relation.exists || (Array.isArray(creators) && creators.includes(caller.uid));
}

/** A short-lived signed URL for one lecture's media, for a caller who may watch it. */
export async function issueMediaUrl(caller: MediaCaller, productId: string, lectureId: string, now = Date.now()): Promise<MediaUrl> {
  if (!(await canWatch(caller, productId))) {
    throw new MediaAccessError(403, "media/no-access", "You don't have access to this course.");
  }
  const content = await readMediaContent(productId, lectureId);
  if (!content) throw new MediaAccessError(404, "media/not-found", "This lecture has no content yet.");
  const { path, exp } = signedMediaPath(productId, lectureId, { now, content });
  return { url: path, kind: content.kind, expiresAt: new Date(exp * 1000).toISOString() };
}
