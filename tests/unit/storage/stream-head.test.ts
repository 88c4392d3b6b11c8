import { streamHead } from "@/lib/storage/stream-head";

const streamOf = (...chunks: number[][]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(Uint8Array.from(chunk));
      controller.close();
    },
  });

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

describe("streamHead", () => {
  it("gives the first bytes across chunks and still passes every byte on", async () => {
    const { head, stream } = await streamHead(streamOf([1, 2, 3], [4, 5], [6, 7, 8, 9]), 4);
    expect([...head]).toEqual([1, 2, 3, 4]);
    expect([...(await bytesOf(stream))]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("gives what there is of a stream shorter than the head", async () => {
    const { head, stream } = await streamHead(streamOf([1], [2]), 12);
    expect([...head]).toEqual([1, 2]);
    expect([...(await bytesOf(stream))]).toEqual([1, 2]);
  });

  it("reads no further than the head until the rest is asked for, and cancels the source", async () => {
    let pulled = 0;
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(Uint8Array.from([pulled]));
      },
      cancel() {
        cancelled = true;
      },
    }, { highWaterMark: 0 });
    const { head, stream } = await streamHead(source, 2);
    expect([...head]).toEqual([1, 2]);
    expect(pulled).toBe(2);
    await stream.cancel();
    expect(cancelled).toBe(true);
  });
});
