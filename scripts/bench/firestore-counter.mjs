// A loopback TCP proxy in front of the Firestore emulator that counts requests as they pass:
// firebase-admin speaks gRPC (HTTP/2), where each call opens a stream with a HEADERS frame from
// the client; the web SDK's REST calls (HTTP/1.1) each start with a request line. Nothing is
// changed on the way through. Answers to gRPC calls are also read for the documents they carry
// (grpc-documents.mjs): `documents()` and `reads()`, as Firestore would bill them.
import net from "node:net";
import { grpcDocumentCounter } from "./grpc-documents.mjs";

const PREFACE = Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
const HEADERS = 0x1;

/** Counts HTTP/2 HEADERS frames on odd (client-opened) streams, or HTTP/1.1 request lines. */
function requestCounter(onRequest) {
  let buffer = Buffer.alloc(0);
  let mode = null;
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (mode === null) {
      if (buffer.length < PREFACE.length) return;
      mode = buffer.subarray(0, PREFACE.length).equals(PREFACE) ? "h2" : "h1";
      if (mode === "h2") buffer = buffer.subarray(PREFACE.length);
    }
    if (mode === "h1") {
      const text = buffer.toString("latin1");
      const lines = text.match(/(?:^|\r\n)(GET|POST|PATCH|PUT|DELETE|OPTIONS) \S+ HTTP\/1\.1\r\n/g) ?? [];
      for (let i = 0; i < lines.length; i++) onRequest();
      // Keep a tail in case a request line is split between chunks.
      const cut = Math.max(0, text.lastIndexOf("\r\n"));
      buffer = buffer.subarray(cut);
      return;
    }
    while (buffer.length >= 9) {
      const length = buffer.readUIntBE(0, 3);
      if (buffer.length < 9 + length) return;
      const type = buffer[3];
      const stream = buffer.readUInt32BE(5) & 0x7fffffff;
      if (type === HEADERS && stream % 2 === 1) onRequest();
      buffer = buffer.subarray(9 + length);
    }
  };
}

/** Starts the proxy on a free port; `count()` is the number of requests so far. */
export async function startFirestoreCounter(target) {
  const [host, port] = target.split(":");
  let requests = 0;
  let documents = 0;
  let reads = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), host);
    const count = requestCounter(() => requests++);
    const countDocuments = grpcDocumentCounter((found, billed) => {
      documents += found;
      reads += billed;
    });
    client.on("data", (chunk) => {
      count(chunk);
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      countDocuments(chunk);
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${server.address().port}`,
    count: () => requests,
    documents: () => documents,
    reads: () => reads,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Where the browser's Firestore requests go: the emulator the build points at, or Google. */
export function firestoreCounterHosts(env) {
  return [env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST, "firestore.googleapis.com"].filter(Boolean);
}
