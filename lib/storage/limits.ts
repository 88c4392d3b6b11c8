import { UPLOAD_LIMITS as LIMITS } from "@/config/uploads";
import { bytesMatchType, SIGNATURE_BYTES, typeName } from "./file-signatures";

/**
 * What creators may upload, per kind of file: the sizes and types of config/uploads.ts (which
 * the guides quote) with the words the uploader's messages need. storage.rules and the local
 * stand-in (scripts/storage-emulator/policy.mjs) enforce the same limits on the server;
 * tests/unit/storage-rules.test.ts keeps the three in step.
 */
export type UploadKind = "image" | "video" | "document" | "previewVideo" | "captions";

type Limit = { maxBytes: number; types: readonly string[]; noun: string; plural: string; typeMessage: string };

const MB = 1024 * 1024;
const GB = 1024 * MB;

const VIDEO: Limit = { ...LIMITS.video, noun: "video", plural: "Videos", typeMessage: "Only MP4 or WebM videos can be uploaded." };

export const UPLOAD_LIMITS: Record<UploadKind, Limit> = {
  image: { ...LIMITS.image, noun: "image", plural: "Images", typeMessage: "Only JPEG, PNG or WebP images can be uploaded." },
  video: VIDEO,
  previewVideo: VIDEO,
  document: { ...LIMITS.document, noun: "document", plural: "PDF documents", typeMessage: "Only PDF documents can be uploaded." },
  captions: { ...LIMITS.captions, noun: "caption file", plural: "Caption files", typeMessage: "Only WebVTT caption files (.vtt) can be uploaded." },
};

/** The `accept` attribute of a file input for this kind. */
export const acceptFor = (kind: UploadKind) => UPLOAD_LIMITS[kind].types.join(",");

/** Sizes as people read them, in the binary units the limits are set in: "2.4 GB", "850 KB". */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, "GB"] : bytes >= MB ? [bytes / MB, "MB"] : [Math.max(bytes / 1024, bytes ? 0.1 : 0), "KB"];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/** null when `file` may be uploaded as `kind`, else a message to show next to the picker. */
export function validateUpload(kind: UploadKind, file: Pick<File, "size" | "type">): string | null {
  const limit = UPLOAD_LIMITS[kind];
  if (!limit.types.includes(file.type)) return limit.typeMessage;
  if (file.size === 0) return "This file is empty.";
  if (file.size > limit.maxBytes) {
    const max = formatBytes(limit.maxBytes);
    const size = formatBytes(file.size);
    // A file a few bytes over rounds to the limit itself: "up to 2 GB; this file is 2 GB" reads as a bug.
    return `${limit.plural} can be up to ${max}; this file is ${size === max ? `just over ${max}` : size}.`;
  }
  return null;
}

// FileReader rather than Blob.arrayBuffer(): jsdom, where the uploader's tests run, lacks the latter.
function firstBytes(file: Pick<Blob, "slice">): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, SIGNATURE_BYTES));
  });
}

/**
 * null when the file's first bytes are those of its declared type, else a message. Cloud Storage
 * checks only the declared type, so a renamed text file would otherwise be stored as a "PNG"
 * (the local stand-in refuses it, but the SDK reports that as a bare permission error).
 */
export async function checkFileContent(file: Pick<Blob, "slice" | "type">): Promise<string | null> {
  // A file moved, deleted or made unreadable after it was picked cannot be read here either.
  const head = await firstBytes(file).catch(() => null);
  if (!head) return "This file could not be read. It may have been moved or deleted since you chose it; choose it again.";
  if (bytesMatchType(head, file.type)) return null;
  return `This file is not a real ${typeName(file.type)}: its content does not match its type. It may have been renamed or damaged.`;
}
