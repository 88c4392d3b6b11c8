import { SIGNATURE_BYTES } from "./file-signatures";

/**
 * The first `count` bytes of a stream (fewer if it is shorter), and a stream that still yields
 * every byte: a response can check what it is about to send without reading the file twice.
 */
export async function streamHead(stream: ReadableStream<Uint8Array>, count = SIGNATURE_BYTES): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const buffered: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < count) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    buffered.push(next.value);
    length += next.value.length;
  }
  const head = new Uint8Array(Math.min(length, count));
  let at = 0;
  for (const chunk of buffered) {
    if (at >= head.length) break;
    const part = chunk.subarray(0, head.length - at);
    head.set(part, at);
    at += part.length;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of buffered) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head, stream: rest };
}
