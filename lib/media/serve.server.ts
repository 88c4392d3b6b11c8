import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { MEDIA_ROOT } from "@/config/media";
import { adminBucket } from "@/lib/firebase/server";
import { bytesMatchType, SIGNATURE_BYTES } from "@/lib/storage/file-signatures";
import { streamHead } from "@/lib/storage/stream-head";
import { isLectureObject } from "./pointers";
import { parseRange } from "./range";
import { isStampedObject } from "./stamped-copy.server";
import { contentFromQuery, verifyMediaSignature, type SignedContent } from "./signing.server";

const CONTENT_TYPES: Record<string, string> = {
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
  ".vtt": "text/vtt; charset=utf-8",
};

/** `relative` inside the media folder, or null when it would step outside it ("../"). */
// turbopackIgnore: the path is only known per request, and the build's file tracer would
// otherwise copy the whole project into the server output to cover it.
export function resolveMediaPath(relative: string, root = path.resolve(/*turbopackIgnore: true*/ process.cwd(), MEDIA_ROOT)): string | null {
  const full = path.resolve(/*turbopackIgnore: true*/ root, relative);
  return full.startsWith(root + path.sep) ? full : null;
}

const refuse = (status: 403 | 404 | 416, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

type MediaFile = { size: number; contentType: string; name: string; open(range: { start: number; end: number }): ReadableStream<Uint8Array> };

/** A file under content/ on this server's disk (the seeded demo media). */
async function diskFile(relative: string): Promise<MediaFile | null> {
  const file = resolveMediaPath(relative);
  const size = file ? await stat(file).then((info) => (info.isFile() ? info.size : null), () => null) : null;
  if (!file || size === null) return null;
  return {
    size,
    contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    name: path.basename(file),
    open: ({ start, end }) => Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>,
  };
}

// <track> needs the WebVTT type; the charset because WebVTT is UTF-8 whatever a browser guesses.
const CAPTIONS_TYPE = "text/vtt; charset=utf-8";

/**
 * An uploaded Cloud Storage object, read with firebase-admin (the stand-in in development).
 * Captions are served only from an object stored as text/vtt, and a video or document URL never
 * serves one as text (storage.rules let creators store both in a lecture's folder).
 */
async function storageFile(objectPath: string, kind: SignedContent["kind"]): Promise<MediaFile | null> {
  const file = adminBucket().file(objectPath);
  const metadata = await file.getMetadata().then(
    ([data]) => data,
    (error: { code?: number }) => {
      if (error.code === 404) return null;
      throw error;
    },
  );
  if (!metadata) return null;
  const declared = String(metadata.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (kind === "captions" && declared !== "text/vtt") return null;
  return {
    size: Number(metadata.size ?? 0),
    // Only the types uploads may have (storage.rules); anything else is not rendered inline.
    contentType: kind === "captions" ? CAPTIONS_TYPE : Object.values(CONTENT_TYPES).includes(declared) ? declared : "application/octet-stream",
    name: objectPath.split("/").pop() ?? "media",
    // Range reads skip the checksum check, which needs the whole object.
    open: ({ start, end }) => Readable.toWeb(file.createReadStream({ start, end, validation: false })) as ReadableStream<Uint8Array>,
  };
}

function openContent(lectureId: string, content: SignedContent): Promise<MediaFile | null> {
  // A URL signed for captions serves a WebVTT file and nothing else, from disk as from Storage.
  if (content.source === "disk") return content.kind === "captions" && !/\.vtt$/i.test(content.path) ? Promise.resolve(null) : diskFile(content.path);
  if (content.source === "stamped") return isStampedObject(content.path, lectureId) ? storageFile(content.path, content.kind) : Promise.resolve(null);
  // Signed by us for this lecture, but checked again: a signature is no reason to leave the
  // lecture's folder. Which product's folder was checked at signing, where the product is read
  // (a working copy's uploads sit in its live product's folder); this route reads no Firestore.
  return isLectureObject(content.path, lectureId) ? storageFile(content.path, content.kind) : Promise.resolve(null);
}

/**
 * Bytes 0 to `end` of a file whose first bytes are what its type says, else null. Cloud Storage
 * keeps any bytes under a declared type (issue 48), and a draft's files, or one replaced since
 * its course was submitted, were never checked. Only the start is checked: the rest follows it,
 * and with nosniff no browser reads a response as anything but the type sent. A short probe
 * (Safari asks for bytes=0-1 first) is answered from the bytes read for the check.
 */
async function checkedStart(file: MediaFile, end: number): Promise<ReadableStream<Uint8Array> | null> {
  if (file.size === 0) return null;
  const headEnd = Math.min(file.size, SIGNATURE_BYTES) - 1;
  const { head, stream } = await streamHead(file.open({ start: 0, end: Math.max(end, headEnd) }));
  if (end >= headEnd && bytesMatchType(head, file.contentType)) return stream;
  await stream.cancel();
  if (!bytesMatchType(head, file.contentType)) return null;
  // A probe shorter than the signature: its bytes are already in the head.
  const probe = head.slice(0, end + 1);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(probe);
      controller.close();
    },
  });
}

/**
 * GET /api/media/{productId}/{lectureId}?exp=…&src=…&kind=…&path=…&sig=…: the lecture's file
 * (or one of its caption files, kind=captions),
 * for whoever holds an unexpired URL that POST /api/media-url signed. Where the file lives is
 * part of the signed URL, so no request here reads Firestore. Supports single byte ranges
 * (206), so videos can seek and resume without downloading everything before.
 */
export async function handleMediaRequest(request: Request, productId: string, lectureId: string, now = Date.now()): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const exp = searchParams.get("exp");
  const content = contentFromQuery(searchParams);
  if (!content || !verifyMediaSignature(productId, lectureId, exp, searchParams.get("sig"), { now, content })) {
    return refuse(403, "This link is not valid or has expired. Open the lecture again.");
  }
  const file = await openContent(lectureId, content);
  if (!file) return refuse(404, "This lecture's file is missing.");
  const { size } = file;

  const range = parseRange(request.headers.get("range"), size);
  if (range === "unsatisfiable") return refuse(416, "Range not satisfiable.", { "Content-Range": `bytes */${size}` });
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Content-Length": String(size === 0 ? 0 : end - start + 1),
    "Content-Disposition": `inline; filename="${file.name.replace(/[^\w.-]/g, "_")}"`,
    "Accept-Ranges": "bytes",
    // The URL itself expires; caching it longer would outlive that.
    "Cache-Control": `private, max-age=${Math.max(0, Number(exp) - Math.floor(now / 1000))}`,
    "X-Content-Type-Options": "nosniff",
  };
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  const body = start === 0 ? await checkedStart(file, end) : file.open({ start, end });
  if (!body) return refuse(404, "This lecture's file is damaged or not the kind of file it claims to be. Its creators need to upload it again.");
  return new Response(body, { status: range ? 206 : 200, headers });
}
