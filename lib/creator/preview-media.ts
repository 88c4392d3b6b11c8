/**
 * Where a product's preview image, its small copy and its preview video may point. The same
 * policy as firestore.rules `isPreviewImage` / `isPreviewVideo`
 * (docs/decisions/0073-preview-media-own-files-only.md); the submission check applies it again with the exact
 * bucket of this deployment.
 */

/** The deployment's Cloud Storage: its default bucket, and whether the browser uses the emulator. */
export type PreviewStorage = { bucket: string; emulator: boolean };

export const PREVIEW_FIELDS = ["previewImg", "previewImgSmall", "previewVideo"] as const;
export type PreviewField = (typeof PREVIEW_FIELDS)[number];

// The demo's own files under public/ (scripts/seed.ts).
const LOCAL_IMAGE = /^\/images\/products\/[a-z0-9-]{1,100}\.(?:svg|png|jpg|jpeg|webp)$/;
const LOCAL_VIDEO = /^\/media\/previews\/[a-z0-9-]{1,100}\.(?:webm|mp4)$/;

// getDownloadURL's origin: Firebase's host, or the Storage emulator on loopback (any port, as the
// test suites move the ports).
const PRODUCTION_ORIGIN = "https://firebasestorage\\.googleapis\\.com";
const EMULATOR_ORIGIN = "http://(?:127\\.0\\.0\\.1|localhost):\\d{2,5}";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A download URL exactly as the web SDK's getDownloadURL builds it for an object directly in
 * `products/{id}/preview/` of our bucket, for one of `productIds` (a working copy's own id and
 * its live product's, whose folder its uploads go to):
 * `{origin}/v0/b/{bucket}/o/products%2F{id}%2Fpreview%2F{file}?alt=media&token={token}`.
 */
export function isPreviewUpload(value: string, productIds: string[], storage: PreviewStorage): boolean {
  const ids = productIds.filter((id) => id.length > 0).map(escape);
  if (!ids.length || !storage.bucket) return false;
  const origin = storage.emulator ? EMULATOR_ORIGIN : PRODUCTION_ORIGIN;
  const file = "[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}";
  return new RegExp(`^${origin}/v0/b/${escape(storage.bucket)}/o/products%2F(?:${ids.join("|")})%2Fpreview%2F${file}\\?alt=media&token=[A-Za-z0-9-]{1,100}$`).test(value);
}

/** Empty, one of the demo's own files of the right kind, or an upload to the product's preview folder. */
export function isPreviewSource(field: PreviewField, value: string, productIds: string[], storage: PreviewStorage): boolean {
  if (value === "") return true;
  if ((field === "previewVideo" ? LOCAL_VIDEO : LOCAL_IMAGE).test(value)) return true;
  return isPreviewUpload(value, productIds, storage);
}
