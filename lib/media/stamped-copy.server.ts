import "server-only";
import { createHash } from "node:crypto";
import { adminBucket } from "@/lib/firebase/server";
import { stampPdf, type LicenceStamp } from "./stamp-pdf.server";

/** Bump when the footer or metadata change: every cached copy is then made again on its next open. */
export const STAMP_VERSION = 1;

/** Where stamped copies are kept: a private folder no client may read (storage.rules grant nothing there). */
export const STAMPED_PREFIX = "stamped/";

/** The bytes to stamp and what changes when they do (a Cloud Storage generation, a file's mtime and size). */
export type StampSource = { version: string; read(): Promise<Uint8Array> };

/** Where copies live; Cloud Storage by default, so every server instance shares them. */
export type StampStore = {
  exists(path: string): Promise<boolean>;
  /** Writes unless something is there already (two instances stamping at once write the same bytes). */
  save(path: string, bytes: Uint8Array): Promise<void>;
  list(prefix: string): Promise<string[]>;
  remove(path: string): Promise<void>;
};

export function bucketStore(bucket = adminBucket()): StampStore {
  return {
    exists: async (path) => (await bucket.file(path).exists())[0],
    async save(path, bytes) {
      await bucket
        .file(path)
        .save(Buffer.from(bytes), { contentType: "application/pdf", resumable: false, validation: "md5", preconditionOpts: { ifGenerationMatch: 0 } })
        .catch((error: { code?: number }) => {
          if (error.code !== 412) throw error;
        });
    },
    list: async (prefix) => (await bucket.getFiles({ prefix }))[0].map((file) => file.name),
    remove: async (path) => {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

/** The folder of one buyer's copies of one lecture's document. */
export const stampedFolder = (uid: string, productId: string, lectureId: string) => `${STAMPED_PREFIX}${uid}/${productId}/${lectureId}/`;

/** A path of a stamped copy of this lecture (the media route checks a signed path again with it). */
export function isStampedObject(path: string, lectureId: string): boolean {
  const [root, uid, productId, lecture, name, ...rest] = path.split("/");
  return `${root}/` === STAMPED_PREFIX && Boolean(uid && productId) && lecture === lectureId && /^[0-9a-f]{32}\.pdf$/.test(name ?? "") && rest.length === 0;
}

/** Removes the stamped copies made for `uid`: all (their account is being deleted), or those of `productIds` (a refund took them back). */
export async function deleteStampedCopiesOf(uid: string, productIds?: string[], bucket = adminBucket()): Promise<void> {
  const folders = productIds ? productIds.map((productId) => `${STAMPED_PREFIX}${uid}/${productId}/`) : [`${STAMPED_PREFIX}${uid}/`];
  await Promise.all(folders.map((prefix) => bucket.deleteFiles({ prefix })));
}

type StampedCopy = { uid: string; productId: string; lectureId: string; stamp: LicenceStamp; source: StampSource };
type Deps = { store?: StampStore; stamper?: typeof stampPdf };

/**
 * The path of `uid`'s stamped copy of a lecture's PDF, made on the first open and reused after.
 * Its name is a hash of everything printed on it and of the source's version, so a new upload,
 * a changed name or e-mail, or a new STAMP_VERSION names a new copy; making one removes the
 * buyer's older copies of the lecture. Null when the source is no PDF pdf-lib can read
 * (docs/decisions/0196-documents-stamped-for-their-buyer.md).
 */
export async function stampedCopy({ uid, productId, lectureId, stamp, source }: StampedCopy, { store = bucketStore(), stamper = stampPdf }: Deps = {}): Promise<string | null> {
  const folder = stampedFolder(uid, productId, lectureId);
  const key = createHash("sha256").update(JSON.stringify([STAMP_VERSION, source.version, stamp])).digest("hex").slice(0, 32);
  const path = `${folder}${key}.pdf`;
  if (await store.exists(path)) return path;
  const stamped = await stamper(await source.read(), stamp).catch((error: unknown) => {
    console.warn(`Serving ${productId}/${lectureId} unstamped: pdf-lib could not read it.`, error);
    return null;
  });
  if (!stamped) return null;
  await store.save(path, stamped);
  const older = (await store.list(folder)).filter((name) => name !== path);
  await Promise.all(older.map((name) => store.remove(name)));
  return path;
}
