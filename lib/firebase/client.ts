import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";
import type { FirebaseStorage } from "firebase/storage";
import { emulatorHosts, firebaseWebConfig, useEmulators } from "@/config/env";
import { notifyAuthStarted } from "@/lib/auth/session-hint";

// Everything starts on first use, so importing this module costs nothing on pages that never
// touch Firebase.
let db: Firestore | undefined;
let auth: Auth | undefined;

function app(): FirebaseApp {
  if (getApps().length) return getApp();
  const created = initializeApp(firebaseWebConfig());
  // With the app, so App Check is ready by the first call to our routes (which waits for it);
  // a Firestore read in the moment before its SDK arrives goes without a token. Both names written
  // out, as Next inlines only those: without them App Check is never downloaded (decision 0138).
  if (process.env.NEXT_PUBLIC_APP_CHECK_SITE_KEY || process.env.NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN) {
    void import("./app-check").then(({ startAppCheck }) => startAppCheck(created));
  }
  return created;
}

/** Firestore Lite: a quarter of the full SDK, enough for one-off reads and writes. */
export function getDb(): Firestore {
  if (!db) {
    db = getFirestore(app());
    if (useEmulators) {
      const [host = "127.0.0.1", port = "8080"] = emulatorHosts.firestore.split(":");
      connectFirestoreEmulator(db, host, Number(port));
    }
  }
  return db;
}

/**
 * initializeAuth with explicit persistence instead of getAuth, which bundles every
 * persistence and resolver (https://firebase.google.com/docs/auth/web/custom-dependencies).
 * The popup resolver is passed to each popup call instead: given here, it loads Google's
 * gapi script on every page that starts Auth, popups or not.
 */
export function getClientAuth(): Auth {
  if (!auth) {
    // Node (the data-layer tests) has only in-memory persistence and no popups.
    auth = initializeAuth(
      app(),
      typeof window === "undefined"
        ? { persistence: inMemoryPersistence }
        : { persistence: [indexedDBLocalPersistence, browserLocalPersistence] },
    );
    if (useEmulators) connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
    // A tab that starts Auth (a sign-in form) must also follow the session it may create.
    if (typeof window !== "undefined") notifyAuthStarted();
  }
  return auth;
}

let storage: Promise<FirebaseStorage> | undefined;

export const UPLOAD_RETRY_MS = 30_000;

/**
 * Cloud Storage, for uploads only. Async because `firebase/storage` is imported on first use:
 * only the course builder needs it, so no other page pays for it.
 */
export function getClientStorage(): Promise<FirebaseStorage> {
  storage ??= import("firebase/storage").then(({ connectStorageEmulator, getStorage }) => {
    const instance = getStorage(app());
    // The SDK retries a failing upload silently for 10 minutes by default. After 30 s without a
    // connection the creator is told and offered Retry instead; the finished chunks are kept.
    instance.maxUploadRetryTime = UPLOAD_RETRY_MS;
    if (useEmulators) {
      const [host = "127.0.0.1", port = "9400"] = emulatorHosts.storage.split(":");
      connectStorageEmulator(instance, host, Number(port));
    }
    return instance;
  });
  return storage;
}
