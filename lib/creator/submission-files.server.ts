import "server-only";
import { UPLOAD_LIMITS } from "@/config/uploads";
import { contentFromPointer, lectureStoragePrefix } from "@/lib/media/pointers";
import { typeName } from "@/lib/storage/file-signatures";
import { checkStoredFile, type StoredFileCheck } from "@/lib/storage/stored-file.server";
import type { Lecture, Product } from "@/lib/types/product";
import type { Problem } from "./errors";
import { isPreviewUpload, type PreviewField, type PreviewStorage } from "./preview-media";

/** One uploaded object a product uses, where the builder shows it, and the types it may have. */
export type UploadedFile = { field: string; what: string; path: string; types: readonly string[] };

const PREVIEWS: Record<PreviewField, { what: string; types: readonly string[] }> = {
  previewImg: { what: "the preview image", types: UPLOAD_LIMITS.image.types },
  previewImgSmall: { what: "the small preview image", types: UPLOAD_LIMITS.image.types },
  previewVideo: { what: "the preview video", types: UPLOAD_LIMITS.video.types },
};

/** The object path of a download URL (`…/o/products%2F…?alt=media&token=…`). */
const objectOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/o/")[1] ?? "");

/**
 * Every uploaded object a submitted product would show: its preview media, each lecture's video
 * or PDF, and the caption files in its lectures' folders. Demo files under public/ and content/
 * are the server's own and not listed.
 */
export function uploadedFiles(
  product: Product,
  lectures: Lecture[],
  contents: ReadonlyMap<string, Record<string, unknown> | undefined>,
  storage: PreviewStorage,
): UploadedFile[] {
  const folders = [product.id, product.revisionOf].filter(Boolean);
  const files: UploadedFile[] = [];
  for (const [field, { what, types }] of Object.entries(PREVIEWS)) {
    const value = product[field as PreviewField];
    if (value && isPreviewUpload(value, folders, storage)) files.push({ field, what, path: objectOf(value), types });
  }
  for (const lecture of lectures) {
    const name = lecture.title.trim() || "Untitled lecture";
    const content = contentFromPointer(contents.get(lecture.id), product.id, lecture.id, product.revisionOf);
    if (content?.source === "storage") {
      const { kind, path } = content;
      files.push({ field: `lectures.${lecture.id}`, what: `the ${kind} of lecture “${name}”`, path, types: UPLOAD_LIMITS[kind].types });
    }
    const prefixes = folders.map((id) => lectureStoragePrefix(id, lecture.id));
    for (const caption of lecture.captions) {
      if (!prefixes.some((prefix) => caption.path.startsWith(prefix))) continue;
      files.push({ field: `lectures.${lecture.id}`, what: `the ${caption.label} captions of lecture “${name}”`, path: caption.path, types: UPLOAD_LIMITS.captions.types });
    }
  }
  return files;
}

function problemWith(file: UploadedFile, check: StoredFileCheck): Problem | null {
  const name = `“${file.path.split("/").pop()}”`;
  const message =
    check.status === "missing"
      ? `${name}, ${file.what}, is no longer in storage. Upload it again.`
      : check.status === "wrong-type"
        ? `${name}, ${file.what}, is stored as ${check.contentType || "a file of unknown type"}, which cannot be used there. Upload it again.`
        : check.status === "wrong-bytes"
          ? `${name}, ${file.what}, is not a real ${typeName(check.contentType)}: its content does not match its type. Upload it again.`
          : null;
  return message ? { field: file.field, message } : null;
}

// Objects checked at once: each check is two small requests to Cloud Storage.
const CONCURRENT_CHECKS = 8;

/**
 * What is wrong with the uploaded files, read from Cloud Storage by their first bytes. `check` is
 * `checkStoredFile` unless a caller keeps its answers (the submission's transaction may run twice).
 */
export async function uploadedFileProblems(files: UploadedFile[], check: (path: string, types: readonly string[]) => Promise<StoredFileCheck> = checkStoredFile): Promise<Problem[]> {
  const checks: StoredFileCheck[] = [];
  for (let at = 0; at < files.length; at += CONCURRENT_CHECKS) {
    checks.push(...(await Promise.all(files.slice(at, at + CONCURRENT_CHECKS).map((file) => check(file.path, file.types)))));
  }
  return files.flatMap((file, index) => problemWith(file, checks[index]!) ?? []);
}
