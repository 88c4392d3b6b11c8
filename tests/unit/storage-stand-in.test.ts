// The Storage stand-in's HTTP details the SDK tests do not reach: CORS for the browser and the
// resumable protocol's status query and cancel. Runs in-process with a fake lookup.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createStorageServer } from "../../scripts/storage-emulator/server.mjs";

let server: Server;
let base: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "stand-in-unit-"));

beforeAll(async () => {
  ({ server } = await createStorageServer({
    dataDir,
    lookup: {
      verifyIdToken: async (token: string) => (token === "creator-token" ? { uid: "creator" } : Promise.reject(new Error("bad"))),
      product: async () => ({ creators: ["creator"], state: "draft" }),
      hasRelation: async () => false,
    },
  }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const objectUrl = (name: string) => `${base}/v0/b/demo.appspot.com/o?name=${encodeURIComponent(name)}`;
const start = (size: number, token = "creator-token") =>
  fetch(objectUrl("products/p1/lectures/l1/a.pdf"), {
    method: "POST",
    headers: {
      Authorization: `Firebase ${token}`,
      "X-Goog-Upload-Protocol": "resumable",
      "X-Goog-Upload-Command": "start",
      "X-Goog-Upload-Header-Content-Length": String(size),
      "X-Goog-Upload-Header-Content-Type": "application/pdf",
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ name: "products/p1/lectures/l1/a.pdf", contentType: "application/pdf" }),
  });

describe("CORS", () => {
  it("answers a local origin's preflight and exposes the upload headers", async () => {
    const response = await fetch(objectUrl("products/p1/preview/a.png"), {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:3000", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,x-goog-upload-command" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-allow-headers")).toBe("authorization,x-goog-upload-command");
    expect(response.headers.get("access-control-expose-headers")).toMatch(/X-Goog-Upload-Status.*X-Goog-Upload-URL/);
  });

  it("gives other origins nothing", async () => {
    const response = await fetch(objectUrl("products/p1/preview/a.png"), { method: "OPTIONS", headers: { Origin: "https://evil.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("resumable uploads", () => {
  it("report the bytes received on a status query, and cancel without storing anything", async () => {
    const started = await start(300);
    const uploadUrl = started.headers.get("x-goog-upload-url")!;
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7"), Buffer.alloc(292)]);
    const chunk = await fetch(uploadUrl, { method: "POST", headers: { "X-Goog-Upload-Command": "upload", "X-Goog-Upload-Offset": "0" }, body: pdf.subarray(0, 100) });
    expect(chunk.headers.get("x-goog-upload-status")).toBe("active");
    const query = await fetch(uploadUrl, { method: "POST", headers: { "X-Goog-Upload-Command": "query" } });
    expect(query.headers.get("x-goog-upload-size-received")).toBe("100");
    const wrongOffset = await fetch(uploadUrl, { method: "POST", headers: { "X-Goog-Upload-Command": "upload", "X-Goog-Upload-Offset": "0" }, body: pdf.subarray(0, 100) });
    expect(wrongOffset.status).toBe(400);
    await fetch(uploadUrl, { method: "POST", headers: { "X-Goog-Upload-Command": "cancel" } });
    expect((await fetch(uploadUrl, { method: "POST", headers: { "X-Goog-Upload-Command": "query" } })).status).toBe(404);
    const metadata = await fetch(`${base}/v0/b/demo.appspot.com/o/${encodeURIComponent("products/p1/lectures/l1/a.pdf")}`, {
      headers: { Authorization: "Firebase creator-token" },
    });
    expect(metadata.status).toBe(404);
  });

  it("refuses an invalid ID token with 401 and an upload over the limit with 403", async () => {
    expect((await start(300, "forged")).status).toBe(401);
    const tooBig = await start(100 * 1024 * 1024 + 1);
    expect(tooBig.status).toBe(403);
    expect(((await tooBig.json()) as { error: { message: string } }).error.message).toMatch(/at most/);
  });
});
