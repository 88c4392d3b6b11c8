import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { MEDIA_ROOT } from "@/config/media";
import { readMediaContent } from "./access.server";
import { parseRange } from "./range";
import { verifyMediaSignature } from "./signing.server";

const CONTENT_TYPES: Record<string, string> = {
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
};

/** `relative` inside the media folder, or null when it would step outside it ("../"). */
export function resolveMediaPath(relative: string, root = path.resolve(process.cwd(), MEDIA_ROOT)): string | null {
  const full = path.resolve(root, relative);
  return full.startsWith(root + path.sep) ? full : null;
}

const refuse = (status: 403 | 404 | 416, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/**
 * GET /api/media/{productId}/{lectureId}?exp=…&sig=…: the lecture's file, for whoever holds an
 * unexpired URL that POST /api/media-url signed. Supports single byte ranges (206), so videos
 * can seek and resume without downloading everything before.
 */
export async function handleMediaRequest(request: Request, productId: string, lectureId: string, now = Date.now()): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const exp = searchParams.get("exp");
  if (!verifyMediaSignature(productId, lectureId, exp, searchParams.get("sig"), { now })) {
    return refuse(403, "This link is not valid or has expired. Open the lecture again.");
  }
  const content = await readMediaContent(productId, lectureId);
  const file = content ? resolveMediaPath(content.path) : null;
  const size = file ? await stat(file).then((info) => (info.isFile() ? info.size : null), () => null) : null;
  if (!file || size === null) return refuse(404, "This lecture's file is missing.");

  const range = parseRange(request.headers.get("range"), size);
  if (range === "unsatisfiable") return refuse(416, "Range not satisfiable.", { "Content-Range": `bytes */${size}` });
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const headers: Record<string, string> = {
    "Content-Type": CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    "Content-Length": String(size === 0 ? 0 : end - start + 1),
    "Content-Disposition": `inline; filename="${path.basename(file)}"`,
    "Accept-Ranges": "bytes",
    // The URL itself expires; caching it longer would outlive that.
    "Cache-Control": `private, max-age=${Math.max(0, Number(exp) - Math.floor(now / 1000))}`,
    "X-Content-Type-Options": "nosniff",
  };
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  const body = size === 0 ? null : (Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>);
  return new Response(body, { status: range ? 206 : 200, headers });
}
