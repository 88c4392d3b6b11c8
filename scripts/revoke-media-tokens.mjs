// @ts-check
// npm run revoke-media-tokens -- --project <id> [--bucket <name>] [--dry-run]
// Removes the download tokens of every lecture file (products/{pid}/lectures/{lid}/{file}), so
// that no download URL handed out before issue 32 opens paid media any more. Learners get bytes
// only through the server's signed /api/media URLs (docs/decisions/0130); previews keep theirs.
// Idempotent: a second run finds nothing to revoke. Against the emulators when their variables
// are set (FIREBASE_STORAGE_EMULATOR_HOST / STORAGE_EMULATOR_HOST), else the real project.
import { getApps, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";

export const LECTURE_FILE = /^products\/[^/]+\/lectures\/[^/]+\/[^/]+$/;
const PAGE = 1000;

/**
 * @param {import("firebase-admin/storage").Storage extends { bucket(name?: string): infer B } ? B : never} bucket
 * @param {{ dryRun?: boolean; log?: (line: string) => void }} [options]
 * @returns {Promise<{ checked: number; revoked: number }>}
 */
export async function revokeMediaTokens(bucket, { dryRun = false, log = console.log } = {}) {
  let checked = 0;
  let revoked = 0;
  /** @type {string | undefined} */
  let pageToken;
  do {
    const [files, next] = await bucket.getFiles({ prefix: "products/", autoPaginate: false, maxResults: PAGE, pageToken });
    for (const file of files) {
      if (!LECTURE_FILE.test(file.name)) continue;
      checked++;
      if (!file.metadata?.metadata?.firebaseStorageDownloadTokens) continue;
      if (!dryRun) await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: null } });
      revoked++;
      log(`${dryRun ? "would revoke" : "revoked"} ${file.name}`);
    }
    pageToken = /** @type {{ pageToken?: string } | null} */ (next)?.pageToken;
  } while (pageToken);
  return { checked, revoked };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (/** @type {string} */ name) => {
    const at = process.argv.indexOf(name);
    return at < 0 ? undefined : process.argv[at + 1];
  };
  const project = option("--project") ?? process.env.GCLOUD_PROJECT;
  const emulated = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST || process.env.STORAGE_EMULATOR_HOST);
  const bucketName = option("--bucket") ?? process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET ?? (emulated && project ? `${project}.appspot.com` : undefined);
  if (!project || !bucketName) {
    console.error("Usage: npm run revoke-media-tokens -- --project <id> [--bucket <name>] [--dry-run]");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId: project, storageBucket: bucketName });
  const dryRun = process.argv.includes("--dry-run");
  const { checked, revoked } = await revokeMediaTokens(getStorage(app).bucket(), { dryRun });
  console.log(`${checked} lecture files checked, ${revoked} ${dryRun ? "would lose" : "lost"} their download tokens${emulated ? " (emulator)" : ""}.`);
}
