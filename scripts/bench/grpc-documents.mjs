// Counts the Firestore documents in the emulator's gRPC answers to firebase-admin, as they pass
// through firestore-counter.mjs: HTTP/2 DATA frames carry length-prefixed protobuf messages
// (https://github.com/grpc/grpc/blob/master/doc/PROTOCOL-HTTP2.md). No .proto is needed: the
// answers we count all put the document or result in field 1 (google/firestore/v1/firestore.proto):
//   RunQueryResponse.document = 1, BatchGetDocumentsResponse.found = 1 (missing = 2, a name),
//   RunAggregationQueryResponse.result = 1 (AggregationResult.aggregate_fields = 2, a map).
// A document is a message whose field 1 is a name starting with "projects/". Reads are counted
// as Firestore bills them (https://firebase.google.com/docs/firestore/pricing#operations): one per
// document returned or missing, one per 1,000 index entries of a count() (at least one), and one
// for a query that returned nothing.
import zlib from "node:zlib";

const DATA = 0x0;
const RST_STREAM = 0x3;
const END_STREAM = 0x1;
const PADDED = 0x8;

/** The top-level fields of a protobuf message as [field, wireType, value]; null if malformed. */
function fields(bytes) {
  const out = [];
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; shift < 64; shift += 7) {
      if (at >= bytes.length) throw new Error("truncated");
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
    throw new Error("varint too long");
  };
  try {
    while (at < bytes.length) {
      const key = varint();
      const [field, type] = [Math.floor(key / 8), key % 8];
      if (type === 0) out.push([field, type, varint()]);
      else if (type === 1 || type === 5) at += type === 1 ? 8 : 4;
      else if (type === 2) {
        const length = varint();
        if (at + length > bytes.length) return null;
        out.push([field, type, bytes.subarray(at, at + length)]);
        at += length;
      } else return null;
    }
    return at === bytes.length ? out : null;
  } catch {
    return null;
  }
}

const isName = (bytes) => bytes.subarray(0, 9).toString("latin1") === "projects/";

/** Billed reads of an AggregationResult: ceil(count / 1000) per integer result, at least 1. */
function aggregationReads(result) {
  let reads = 0;
  for (const [field, type, entry] of result) {
    if (field !== 2 || type !== 2) continue;
    const value = fields(entry)?.find(([f, t]) => f === 2 && t === 2)?.[2];
    const integer = value && fields(value)?.find(([f, t]) => f === 2 && t === 0)?.[2];
    reads += Math.max(1, Math.ceil((integer ?? 0) / 1000));
  }
  return reads;
}

/** What one gRPC answer message read: { documents, reads, readTime } */
function classify(message) {
  const top = fields(message) ?? [];
  let documents = 0;
  let reads = 0;
  for (const [field, type, value] of top) {
    if (type !== 2) continue;
    if (field === 2 && isName(value)) reads++; // BatchGet: a missing document
    if (field !== 1) continue;
    const inner = fields(value);
    if (!inner) continue;
    if (inner.some(([f, t, v]) => f === 1 && t === 2 && isName(v))) {
      documents++;
      reads++;
    } else if (inner.some(([f, t, v]) => f === 2 && t === 2 && fields(v)?.some(([g, u]) => g === 1 && u === 2))) {
      reads += aggregationReads(inner);
    }
  }
  // RunQuery and RunAggregationQuery answers carry read_time in field 3 (BatchGet: field 4).
  const readTime = top.some(([field, type]) => field === 3 && type === 2);
  return { documents, reads, readTime };
}

/** A compressed message (gzip or deflate: the flag does not say which), or an empty one. */
function decompress(message) {
  for (const inflate of [zlib.gunzipSync, zlib.inflateSync]) {
    try {
      return inflate(message);
    } catch {
      // Try the other encoding.
    }
  }
  return Buffer.alloc(0);
}

/** A parser for the server-to-client half of one HTTP/2 connection; calls onRead(documents, reads). */
export function grpcDocumentCounter(onRead) {
  let buffer = Buffer.alloc(0);
  let http1 = null;
  const streams = new Map();
  const stream = (id) => streams.get(id) ?? streams.set(id, { buffer: Buffer.alloc(0), reads: 0, readTime: false }).get(id);
  const end = (id) => {
    const state = streams.get(id);
    // A query that matched nothing still costs one read.
    if (state && state.readTime && state.reads === 0) onRead(0, 1);
    streams.delete(id);
  };
  return (chunk) => {
    if (http1) return;
    buffer = Buffer.concat([buffer, chunk]);
    if (http1 === null) {
      if (buffer.length < 5) return;
      http1 = buffer.subarray(0, 5).toString("latin1") === "HTTP/";
      if (http1) return;
    }
    while (buffer.length >= 9) {
      const length = buffer.readUIntBE(0, 3);
      if (buffer.length < 9 + length) return;
      const [type, flags] = [buffer[3], buffer[4]];
      const id = buffer.readUInt32BE(5) & 0x7fffffff;
      let payload = buffer.subarray(9, 9 + length);
      buffer = buffer.subarray(9 + length);
      if (type === RST_STREAM) end(id);
      if (type !== DATA && !(flags & END_STREAM)) continue;
      if (type === DATA) {
        if (flags & PADDED) payload = payload.subarray(1, payload.length - payload[0]);
        const state = stream(id);
        state.buffer = Buffer.concat([state.buffer, payload]);
        while (state.buffer.length >= 5 && state.buffer.length >= 5 + state.buffer.readUInt32BE(1)) {
          const size = state.buffer.readUInt32BE(1);
          const raw = state.buffer.subarray(5, 5 + size);
          const message = state.buffer[0] ? decompress(raw) : raw;
          state.buffer = state.buffer.subarray(5 + size);
          const { documents, reads, readTime } = classify(message);
          state.reads += reads;
          state.readTime ||= readTime;
          if (reads) onRead(documents, reads);
        }
      }
      if (flags & END_STREAM) end(id);
    }
  };
}
