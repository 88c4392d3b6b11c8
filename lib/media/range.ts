/** Inclusive byte positions, as HTTP ranges count them. */
export type ByteRange = { start: number; end: number };

/**
 * The single byte range a `Range: bytes=…` header asks of a file of `size` bytes (RFC 9110
 * §14.1.2): null to send the whole file (no header, another unit, several ranges or a malformed
 * one, all of which a server may ignore), "unsatisfiable" when the range starts past the end.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "") {
    // "bytes=-500": the last 500 bytes.
    if (to === "") return null;
    const suffix = Number(to);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return "unsatisfiable";
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? null : { start, end };
}
