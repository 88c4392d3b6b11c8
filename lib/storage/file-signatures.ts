// The one table of first bytes: the browser's uploader checks a file before sending it, and the
// server checks what Cloud Storage kept (lib/storage/stored-file.server.ts at submission, the
// media route when it serves), since storage.rules see only the declared type (issue 48).

const ascii = (bytes: Uint8Array, start: number, text: string) => [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0));

const SIGNATURES: Record<string, { name: string; matches: (head: Uint8Array) => boolean }> = {
  "image/jpeg": { name: "JPEG image", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  "image/png": { name: "PNG image", matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => b[index] === byte) },
  "image/webp": { name: "WebP image", matches: (b) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP") },
  "video/mp4": { name: "MP4 video", matches: (b) => ascii(b, 4, "ftyp") },
  "video/webm": { name: "WebM video", matches: (b) => [0x1a, 0x45, 0xdf, 0xa3].every((byte, index) => b[index] === byte) },
  "application/pdf": { name: "PDF document", matches: (b) => ascii(b, 0, "%PDF-") },
  // "WEBVTT" after an optional UTF-8 byte order mark, then a space, tab, line break or the end.
  "text/vtt": { name: "WebVTT caption file", matches: (b) => {
    const at = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
    return ascii(b, at, "WEBVTT") && [undefined, 0x20, 0x09, 0x0a, 0x0d].includes(b[at + 6]);
  } },
};

/** How many first bytes `bytesMatchType` needs. */
export const SIGNATURE_BYTES = 12;

/** Whether a file's first bytes are those its declared type starts with. */
export function bytesMatchType(head: Uint8Array, contentType: string): boolean {
  const signature = SIGNATURES[(String(contentType).split(";")[0] ?? "").trim().toLowerCase()];
  return Boolean(signature && signature.matches(head));
}

/** What the file should have been, for a message: "PNG image". */
export const typeName = (contentType: string) => SIGNATURES[contentType]?.name ?? "file of this type";
