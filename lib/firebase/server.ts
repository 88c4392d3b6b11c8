import "server-only";
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { DEMO_PROJECT_ID } from "@/config/env";

// firebase-admin finds the emulators itself through FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST; in production it uses the runtime's service account.
function app(): App {
  return (
    getApps()[0] ??
    initializeApp({
      projectId: process.env.GCLOUD_PROJECT ?? process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID,
    })
  );
}

export const adminDb = () => getFirestore(app());
export const adminAuth = () => getAuth(app());
