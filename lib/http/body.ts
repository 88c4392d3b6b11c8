import { HttpError } from "./error";

/** The request's JSON body, or null when it is missing or not JSON (validation then says what is missing). */
export const jsonBody = (request: Request): Promise<unknown> => request.json().catch(() => null);

/** The request's JSON body when it is an object, else {}. */
export async function objectBody(request: Request): Promise<Record<string, unknown>> {
  const body = await jsonBody(request);
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * The request's body as text, read no further than `maxBytes`: a larger body is refused with 413
 * `tooLarge` as soon as its Content-Length or its bytes so far say so, never read whole.
 */
export async function cappedText(request: Request, maxBytes: number, tooLarge: string): Promise<string> {
  const refuse = () => new HttpError(413, "request/too-large", tooLarge);
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw refuse();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw refuse();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
