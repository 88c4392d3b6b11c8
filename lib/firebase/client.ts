import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";
import type { FirebaseStorage } from "firebase/storage";
import { emulatorHosts, firebaseWebConfig, useEmulators } from "@/config/env";

// Everything starts on first use, so importing this module costs nothing on pages that never
// touch Firebase.
let db: Firestore | undefined;
let auth: Auth | undefined;

function app(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseWebConfig());
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
 */
export function getClientAuth(): Auth {
  if (!auth) {
    // Node (the data-layer tests) has only in-memory persistence and no popups.
    auth = initializeAuth(
      app(),
      typeof window === "undefined"
        ? { persistence: inMemoryPersistence }
        : {
            persistence: [indexedDBLocalPersistence, browserLocalPersistence],
            popupRedirectResolver: browserPopupRedirectResolver,
          },
    );
    if (useEmulators) connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  }
  return auth;
}

let storage: Promise<FirebaseStorage> | undefined;

/**
 * Cloud Storage, for uploads only. Async because `firebase/storage` is imported on first use:
 * only the course builder needs it, so no other page pays for it.
 */
export function getClientStorage(): Promise<FirebaseStorage> {
  storage ??= import("firebase/storage").then(({ connectStorageEmulator, getStorage }) => {
    const instance = getStorage(app());
    if (useEmulators) {
      const [host = "127.0.0.1", port = "9400"] = emulatorHosts.storage.split(":");
      connectStorageEmulator(instance, host, Number(port));
    }
    return instance;
  });
  return storage;
}
