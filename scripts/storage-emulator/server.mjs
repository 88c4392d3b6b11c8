// A local stand-in for Cloud Storage for Firebase: the REST subset that the `firebase/storage`
// web SDK (…/v0/b/{bucket}/o…) and @google-cloud/storage behind firebase-admin (…/b/{bucket}/o/…)
// use, with storage.rules' policy (./policy.mjs). See docs/developer/storage.md.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import http from "node:http";
import { pipeline } from "node:stream/promises";
import { checkContent, classifyPath, decide } from "./policy.mjs";
import { ObjectStore } from "./store.mjs";

// The SDK sends uploads up to 256 KB as one multipart request and larger ones resumably; this
// cap only stops a multipart body from filling the memory (images, the largest multipart case
// worth checking against its limit, are at most 10 MB).
const MULTIPART_MAX_BYTES = 32 * 1024 * 1024;

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * lookup: { verifyIdToken(token) → decoded, product(pid), hasRelation(uid, pid) }.
 * Returns an http.Server (not listening yet) and the store.
 * @param {{ dataDir: string; lookup: object; log?: (line: string) => void }} options
 */
export async function createStorageServer({ dataDir, lookup, log = () => {} }) {
  const store = new ObjectStore(dataDir);
  await store.init();
  const sessions = new Map();

  async function callerOf(req) {
    const header = req.headers.authorization ?? "";
    if (header === "Bearer owner") return { owner: true };
    const match = /^(?:Firebase|Bearer) (.+)$/.exec(header);
    if (!match) return null;
    try {
      const decoded = await lookup.verifyIdToken(match[1].trim());
      return { uid: decoded.uid, admin: decoded.admin === true };
    } catch {
      throw new HttpError(401, "The ID token is not valid or has expired.");
    }
  }

  async function allow(op, name, caller, upload) {
    const verdict = await decide(op, name, caller, lookup, upload);
    if (!verdict.allowed) throw new HttpError(403, `Permission denied: ${verdict.reason}`);
  }

  const hostOf = (req) => `http://${req.headers.host}`;

  function v0Resource(meta) {
    const fileName = meta.name.split("/").pop();
    return {
      name: meta.name,
      bucket: meta.bucket,
      generation: meta.generation,
      metageneration: meta.metageneration,
      contentType: meta.contentType,
      timeCreated: meta.timeCreated,
      updated: meta.updated,
      storageClass: "STANDARD",
      size: String(meta.size),
      md5Hash: meta.md5Hash,
      contentEncoding: "identity",
      contentDisposition: meta.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(fileName)}`,
      ...(meta.cacheControl ? { cacheControl: meta.cacheControl } : {}),
      etag: meta.md5Hash,
      ...(meta.downloadTokens ? { downloadTokens: meta.downloadTokens } : {}),
      metadata: meta.customMetadata,
    };
  }

  function gcsResource(req, meta) {
    const encoded = encodeURIComponent(meta.name);
    return {
      kind: "storage#object",
      id: `${meta.bucket}/${meta.name}/${meta.generation}`,
      selfLink: `${hostOf(req)}/storage/v1/b/${meta.bucket}/o/${encoded}`,
      mediaLink: `${hostOf(req)}/download/storage/v1/b/${meta.bucket}/o/${encoded}?generation=${meta.generation}&alt=media`,
      name: meta.name,
      bucket: meta.bucket,
      generation: meta.generation,
      metageneration: meta.metageneration,
      contentType: meta.contentType,
      storageClass: "STANDARD",
      size: String(meta.size),
      md5Hash: meta.md5Hash,
      etag: meta.md5Hash,
      timeCreated: meta.timeCreated,
      updated: meta.updated,
      metadata: { ...meta.customMetadata, ...(meta.downloadTokens ? { firebaseStorageDownloadTokens: meta.downloadTokens } : {}) },
    };
  }

  function sendJson(res, status, body, headers = {}) {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
    res.end(JSON.stringify(body));
  }

  function sendBytes(req, res, meta) {
    const size = meta.size;
    const headers = {
      "Content-Type": meta.contentType ?? "application/octet-stream",
      "Accept-Ranges": "bytes",
      "Cache-Control": "private, max-age=0",
      "X-Goog-Generation": meta.generation,
      "X-Goog-Hash": `md5=${meta.md5Hash}`,
      ETag: meta.md5Hash,
    };
    const match = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "");
    let range = null;
    if (match && (match[1] !== "" || match[2] !== "")) {
      let start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
      let end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
      if (start >= size || (match[1] === "" && Number(match[2]) === 0)) {
        res.writeHead(416, { "Content-Range": `bytes */${size}` });
        res.end();
        return;
      }
      if (end >= start) range = { start, end };
    }
    if (range) {
      headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
      headers["Content-Length"] = String(range.end - range.start + 1);
    } else headers["Content-Length"] = String(size);
    res.writeHead(range ? 206 : 200, headers);
    if (req.method === "HEAD" || size === 0) {
      res.end();
      return;
    }
    store.read(meta.bucket, meta.name, range).pipe(res);
  }

  /** Streams the request body into `file`, failing once more than `max` bytes arrive. */
  async function receive(req, file, max, flags = "w") {
    let count = 0;
    const counter = async function* (source) {
      for await (const chunk of source) {
        count += chunk.length;
        if (count > max) throw new HttpError(400, `The upload sent more bytes than it declared (${max}).`);
        yield chunk;
      }
    };
    await pipeline(req, counter, createWriteStream(file, { flags }));
    return count;
  }

  async function readBody(req, max) {
    const chunks = [];
    let count = 0;
    for await (const chunk of req) {
      count += chunk.length;
      if (count > max) throw new HttpError(413, "The request body is too large for a multipart upload; upload resumably.");
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  /**
   * The size limit, on the bytes that arrived. Not their type: Cloud Storage stores whatever
   * bytes come under the declared type, and so does the stand-in, so that development and the
   * tests meet what production meets; the server checks the first bytes at submission and when
   * it serves a file (docs/decisions/0210-stand-in-stores-any-bytes.md).
   */
  async function checkBytes(name, file, contentType) {
    const { size } = await stat(file);
    const problem = checkContent(classifyPath(name) ?? { kinds: ["image", "video", "document"] }, contentType, size);
    if (problem) throw new HttpError(403, `Permission denied: ${problem}`);
  }

  async function multipartUpload(req, res, bucket, name, caller, api = "firebase") {
    const boundary = /boundary=("?)([^";]+)\1/.exec(req.headers["content-type"] ?? "")?.[2];
    if (!boundary) throw new HttpError(400, "Multipart upload without a boundary.");
    const body = await readBody(req, MULTIPART_MAX_BYTES);
    const delimiter = Buffer.from(`--${boundary}`);
    const parts = [];
    let at = body.indexOf(delimiter);
    while (at !== -1) {
      const next = body.indexOf(Buffer.concat([Buffer.from("\r\n"), delimiter]), at + delimiter.length);
      if (next === -1) break;
      const part = body.subarray(at + delimiter.length + 2, next);
      const split = part.indexOf("\r\n\r\n");
      parts.push({ headers: part.subarray(0, split).toString("utf8"), data: part.subarray(split + 4) });
      at = next + 2;
    }
    if (parts.length < 2) throw new HttpError(400, "Multipart upload needs a metadata part and a media part.");
    const resource = JSON.parse(parts[0].data.toString("utf8") || "{}");
    const objectName = resource.name ?? name;
    const contentType = resource.contentType ?? /content-type:\s*([^\r\n]+)/i.exec(parts[1].headers)?.[1];
    const data = parts[1].data;
    const exists = Boolean(await store.metadata(bucket, objectName));
    // file.save({ preconditionOpts: { ifGenerationMatch: 0 } }): write only if nothing is there yet.
    if (api === "gcs" && (new URL(req.url, "http://stand-in").searchParams.get("ifGenerationMatch") === "0") && exists) {
      throw new HttpError(412, `${objectName} already exists.`);
    }
    await allow("write", objectName, caller, { contentType, size: data.length, exists });
    const file = store.tempFile();
    const { writeFile } = await import("node:fs/promises");
    await writeFile(file, data);
    try {
      await checkBytes(objectName, file, contentType);
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    const meta = await store.commit(bucket, objectName, file, { ...pick(resource), contentType });
    log(`stored ${objectName} (${meta.size} bytes, multipart)`);
    sendJson(res, 200, api === "gcs" ? gcsResource(req, meta) : v0Resource(meta));
  }

  async function startResumable(req, res, bucket, name, caller) {
    const resource = JSON.parse((await readBody(req, 64 * 1024)).toString("utf8") || "{}");
    const objectName = resource.name ?? name;
    const size = Number(req.headers["x-goog-upload-header-content-length"]);
    const contentType = req.headers["x-goog-upload-header-content-type"] ?? resource.contentType;
    await allow("write", objectName, caller, { contentType, size, exists: Boolean(await store.metadata(bucket, objectName)) });
    const id = randomUUID();
    sessions.set(id, { bucket, name: objectName, size, contentType, resource, file: store.tempFile(), received: 0, final: null, uid: caller?.uid });
    const url = `${hostOf(req)}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(objectName)}&upload_id=${id}&upload_protocol=resumable`;
    res.writeHead(200, { "X-Goog-Upload-Status": "active", "X-Goog-Upload-URL": url, "X-Goog-Upload-Chunk-Granularity": String(256 * 1024) });
    res.end();
  }

  async function continueResumable(req, res, id) {
    const session = sessions.get(id);
    if (!session) throw new HttpError(404, "No such upload session (it was cancelled, finished or the stand-in restarted).");
    const commands = String(req.headers["x-goog-upload-command"] ?? "").split(",").map((word) => word.trim());
    const status = (state, body) => {
      const headers = { "X-Goog-Upload-Status": state, "X-Goog-Upload-Size-Received": String(session.received) };
      if (body) sendJson(res, 200, body, headers);
      else {
        res.writeHead(200, headers);
        res.end();
      }
    };
    if (commands.includes("query")) {
      req.resume();
      return status(session.final ? "final" : "active");
    }
    if (commands.includes("cancel")) {
      req.resume();
      sessions.delete(id);
      await rm(session.file, { force: true });
      return status("cancelled");
    }
    if (session.final) {
      req.resume();
      return status("final", v0Resource(session.final));
    }
    if (commands.includes("upload")) {
      const offset = Number(req.headers["x-goog-upload-offset"]);
      if (offset !== session.received) {
        req.resume();
        throw new HttpError(400, `Upload offset ${offset} does not match the ${session.received} bytes received.`);
      }
      try {
        session.received += await receive(req, session.file, session.size - session.received, "a");
      } catch (error) {
        sessions.delete(id);
        await rm(session.file, { force: true });
        throw error;
      }
    } else req.resume();
    if (!commands.includes("finalize")) return status("active");
    if (session.received !== session.size) {
      throw new HttpError(400, `The upload declared ${session.size} bytes and sent ${session.received}.`);
    }
    if (session.size === 0) {
      const { writeFile } = await import("node:fs/promises");
      await writeFile(session.file, "");
    }
    try {
      await checkBytes(session.name, session.file, session.contentType);
    } catch (error) {
      sessions.delete(id);
      await rm(session.file, { force: true });
      throw error;
    }
    session.final = await store.commit(session.bucket, session.name, session.file, { ...pick(session.resource), contentType: session.contentType });
    log(`stored ${session.name} (${session.final.size} bytes, resumable)`);
    // Kept a little while so a retried finalize still gets its answer.
    setTimeout(() => sessions.delete(id), 60_000).unref();
    return status("final", v0Resource(session.final));
  }

  async function handle(req, res) {
    const url = new URL(req.url, "http://stand-in");
    const segments = url.pathname.split("/").slice(1);
    let api;
    if (segments[0] === "v0") api = "firebase";
    else if (segments[0] === "b") api = "gcs";
    else if (segments[0] === "storage" && segments[1] === "v1") api = "gcs";
    else if (segments[0] === "download" && segments[1] === "storage") api = "gcs";
    // The server's own uploads (file.save, e.g. buyers' stamped PDFs): …/upload/storage/v1/b/{bucket}/o.
    else if (segments[0] === "upload" && segments[1] === "storage") api = "gcs";
    if (req.method === "GET" && url.pathname === "/") return sendJson(res, 200, { ok: true, service: "verdant-campus storage stand-in" });
    const b = segments.indexOf("b");
    if (!api || b === -1 || segments[b + 2] !== "o") throw new HttpError(404, "Not a Storage endpoint this stand-in serves.");
    const bucket = decodeURIComponent(segments[b + 1]);
    const name = segments.length > b + 3 ? decodeURIComponent(segments.slice(b + 3).join("/")) : null;
    // The GCS JSON API is the server's: @google-cloud/storage (under firebase-admin) sends no
    // credentials to an emulator host, so, as in Firebase's own Storage emulator, a request
    // there without an Authorization header (or with the emulators' "Bearer owner") is the
    // server. A user's token there is refused: browsers use the /v0 API.
    const header = req.headers.authorization ?? "";
    if (api === "gcs" && header !== "" && header !== "Bearer owner") throw new HttpError(403, "The Cloud Storage JSON API is for the server only.");
    const caller = api === "gcs" ? { owner: true } : await callerOf(req);

    if (req.method === "POST" && name === null) {
      if (api === "gcs" && url.searchParams.get("uploadType") === "multipart") return multipartUpload(req, res, bucket, url.searchParams.get("name"), caller, api);
      const uploadId = url.searchParams.get("upload_id");
      if (uploadId) return continueResumable(req, res, uploadId);
      const objectName = url.searchParams.get("name");
      if (!objectName) throw new HttpError(400, "Say the object's name (?name=).");
      const protocol = req.headers["x-goog-upload-protocol"];
      if (protocol === "multipart") return multipartUpload(req, res, bucket, objectName, caller);
      if (protocol === "resumable" && req.headers["x-goog-upload-command"] === "start") return startResumable(req, res, bucket, objectName, caller);
      throw new HttpError(400, "Unsupported upload protocol.");
    }
    if (name === null && api === "gcs" && req.method === "GET") {
      // The server's listing (bucket.getFiles({ prefix })), all in one page.
      const items = await store.list(bucket, url.searchParams.get("prefix") ?? "");
      return sendJson(res, 200, { kind: "storage#objects", items: items.map((meta) => gcsResource(req, meta)) });
    }
    if (name === null) throw new HttpError(501, "Listing objects is not supported by the stand-in.");

    const meta = await store.metadata(bucket, name);
    if (req.method === "GET" || req.method === "HEAD") {
      const media = url.searchParams.get("alt") === "media";
      const token = url.searchParams.get("token");
      const tokenOk = api === "firebase" && media && token && meta && String(meta.downloadTokens ?? "").split(",").includes(token);
      if (!tokenOk) await allow("read", name, caller);
      if (!meta) throw new HttpError(404, `No object at ${name}.`);
      if (media) return sendBytes(req, res, meta);
      return sendJson(res, 200, api === "firebase" ? v0Resource(meta) : gcsResource(req, meta));
    }
    if (req.method === "PATCH" && api === "gcs") {
      // The server's metadata change (file.setMetadata), e.g. revoking download tokens.
      if (!meta) throw new HttpError(404, `No object at ${name}.`);
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      const next = await store.patchMetadata(bucket, name, body.metadata);
      log(`metadata of ${name} changed`);
      return sendJson(res, 200, gcsResource(req, next));
    }
    if (req.method === "DELETE") {
      await allow("delete", name, caller);
      if (!meta) throw new HttpError(404, `No object at ${name}.`);
      await store.remove(bucket, name);
      log(`deleted ${name}`);
      res.writeHead(204);
      return res.end();
    }
    throw new HttpError(405, `${req.method} is not supported by the stand-in.`);
  }

  const server = http.createServer((req, res) => {
    cors(req, res);
    if (req.method === "OPTIONS") {
      res.writeHead(204);
      return res.end();
    }
    handle(req, res).catch((error) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error(error);
      log(`${req.method} ${req.url} → ${status} ${error.message}`);
      if (res.headersSent) return res.destroy();
      // Firebase's own error shape: the SDK shows error.message as serverResponse.
      sendJson(res, status, { error: { code: status, message: error.message } });
      if (!req.complete) req.resume();
    });
  });
  return { server, store };
}

const pick = ({ cacheControl, contentDisposition, metadata }) => ({ cacheControl, contentDisposition, customMetadata: metadata ?? undefined });

// Browsers on the dev and test servers (localhost / 127.0.0.1, any port) only.
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

function cors(req, res) {
  const origin = req.headers.origin;
  if (!origin || !LOCAL_ORIGIN.test(origin)) return;
  res.setHeader("Access-Control-Allow-Origin", origin);
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  res.setHeader(
    "Access-Control-Allow-Headers",
    req.headers["access-control-request-headers"] ??
      "Authorization, Content-Type, Range, X-Firebase-Storage-Version, X-Firebase-GMPID, X-Firebase-AppCheck, X-Goog-Upload-Protocol, X-Goog-Upload-Command, X-Goog-Upload-Offset, X-Goog-Upload-Header-Content-Length, X-Goog-Upload-Header-Content-Type",
  );
  res.setHeader(
    "Access-Control-Expose-Headers",
    "X-Goog-Upload-Status, X-Goog-Upload-URL, X-Goog-Upload-Size-Received, X-Goog-Upload-Chunk-Granularity, Content-Range, Content-Length, Content-Type, Accept-Ranges",
  );
  res.setHeader("Access-Control-Max-Age", "3600");
}
