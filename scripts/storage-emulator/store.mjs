// Objects on disk: <dataDir>/objects/<sha256 of bucket/name>.bin with a .json sidecar holding
// the metadata. Hashed names keep long or odd object paths out of the file system's way.
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export class ObjectStore {
  constructor(dataDir) {
    this.objects = path.join(dataDir, "objects");
    this.uploads = path.join(dataDir, "uploads");
  }

  async init() {
    await mkdir(this.objects, { recursive: true });
    // Upload sessions live in memory only, so half-done uploads from an earlier run are garbage.
    await rm(this.uploads, { recursive: true, force: true });
    await mkdir(this.uploads, { recursive: true });
  }

  #base(bucket, name) {
    return path.join(this.objects, createHash("sha256").update(`${bucket}/${name}`).digest("hex"));
  }

  /** A fresh temp file for incoming bytes. */
  tempFile() {
    return path.join(this.uploads, `${randomUUID()}.part`);
  }

  async metadata(bucket, name) {
    try {
      return JSON.parse(await readFile(`${this.#base(bucket, name)}.json`, "utf8"));
    } catch {
      return null;
    }
  }

  /** Moves a finished temp file into place and writes its metadata; returns the metadata. */
  async commit(bucket, name, tempFile, { contentType, customMetadata, cacheControl, contentDisposition }) {
    const base = this.#base(bucket, name);
    const { size } = await stat(tempFile);
    const md5Hash = await new Promise((resolve, reject) => {
      const hash = createHash("md5");
      createReadStream(tempFile)
        .on("data", (chunk) => hash.update(chunk))
        .on("end", () => resolve(hash.digest("base64")))
        .on("error", reject);
    });
    const now = new Date().toISOString();
    const previous = await this.metadata(bucket, name);
    const meta = {
      bucket,
      name,
      size,
      contentType,
      md5Hash,
      generation: String(Date.now() * 1000),
      metageneration: "1",
      timeCreated: previous?.timeCreated ?? now,
      updated: now,
      // A new upload gets a new token, as Firebase does, so old download URLs stop working.
      downloadTokens: randomUUID(),
      customMetadata: customMetadata ?? {},
      ...(cacheControl ? { cacheControl } : {}),
      ...(contentDisposition ? { contentDisposition } : {}),
    };
    await rename(tempFile, `${base}.bin`);
    await writeFile(`${base}.json`, JSON.stringify(meta, null, 2));
    return meta;
  }

  /** Every object of `bucket` whose name starts with `prefix`, by name (the sidecars are read). */
  async list(bucket, prefix) {
    const found = [];
    for (const file of await readdir(this.objects)) {
      if (!file.endsWith(".json")) continue;
      const meta = JSON.parse(await readFile(path.join(this.objects, file), "utf8").catch(() => "null"));
      if (meta?.bucket === bucket && meta.name.startsWith(prefix)) found.push(meta);
    }
    return found.sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Changes custom metadata as the JSON API's PATCH does: a key set to null is removed.
   * `firebaseStorageDownloadTokens` is the download tokens themselves: null or "" revokes them all.
   */
  async patchMetadata(bucket, name, metadata) {
    const meta = await this.metadata(bucket, name);
    if (!meta) return null;
    const custom = { ...meta.customMetadata };
    for (const [key, value] of Object.entries(metadata ?? {})) {
      if (key === "firebaseStorageDownloadTokens") meta.downloadTokens = typeof value === "string" ? value : "";
      else if (value === null) delete custom[key];
      else custom[key] = String(value);
    }
    const next = { ...meta, customMetadata: custom, metageneration: String(Number(meta.metageneration) + 1), updated: new Date().toISOString() };
    await writeFile(`${this.#base(bucket, name)}.json`, JSON.stringify(next, null, 2));
    return next;
  }

  async remove(bucket, name) {
    const base = this.#base(bucket, name);
    await rm(`${base}.json`, { force: true });
    await rm(`${base}.bin`, { force: true });
  }

  read(bucket, name, range) {
    return createReadStream(`${this.#base(bucket, name)}.bin`, range ?? {});
  }
}
