import "server-only";
import { adminBucket } from "@/lib/firebase/server";
import { bytesMatchType, SIGNATURE_BYTES } from "./file-signatures";

type Bucket = ReturnType<typeof adminBucket>;

/**
 * What an uploaded object turned out to be. storage.rules see only the type a browser declares,
 * and Cloud Storage keeps whatever bytes come with it: an HTML page declared as image/png is
 * stored as a "PNG" (issue 48). So the server reads the first bytes itself, against the same
 * table the uploader checks before sending (lib/storage/file-signatures.ts).
 */
export type StoredFileCheck =
  | { status: "ok"; contentType: string }
  | { status: "missing" }
  /** Declared as a type this place does not take (e.g. a PDF where a video belongs). */
  | { status: "wrong-type"; contentType: string }
  /** Declared as one of the types, but the bytes are not that. */
  | { status: "wrong-bytes"; contentType: string };

/** The declared type of `path` and whether its first bytes are what that type starts with. */
export async function checkStoredFile(path: string, types: readonly string[], bucket: Bucket = adminBucket()): Promise<StoredFileCheck> {
  const file = bucket.file(path);
  const metadata = await file.getMetadata().then(
    ([data]) => data,
    (error: { code?: number }) => {
      if (error.code === 404) return null;
      throw error;
    },
  );
  if (!metadata) return { status: "missing" };
  const contentType = String(metadata.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (!types.includes(contentType)) return { status: "wrong-type", contentType };
  // A range read: Cloud Storage sends only these bytes (and skips the whole-file checksum).
  const [head] = await file.download({ start: 0, end: SIGNATURE_BYTES - 1 });
  return bytesMatchType(head, contentType) ? { status: "ok", contentType } : { status: "wrong-bytes", contentType };
}
