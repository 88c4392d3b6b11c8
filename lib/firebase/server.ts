import "server-only";
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAppCheck } from "firebase-admin/app-check";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { DEMO_PROJECT_ID, emulatorBucket, useEmulators } from "@/config/env";

// firebase-admin finds the emulators itself through FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST; in production it uses the
// runtime's service account.
function app(): App {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  return (
    getApps()[0] ??
    initializeApp({
      projectId,
      // The browser's bucket (config/env.ts firebaseWebConfig): the same name in emulator mode,
      // the same variable in production.
      storageBucket: useEmulators ? emulatorBucket(projectId) : process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
    })
  );
}

export const adminDb = () => getFirestore(app());
export const adminAuth = () => getAuth(app());
export const adminAppCheck = () => getAppCheck(app());
/** The default Cloud Storage bucket (@google-cloud/storage's Bucket). */
export const adminBucket = () => getStorage(app()).bucket();
