/**
 * The browser's Firebase settings. NEXT_PUBLIC_* values are inlined at build time, so each is
 * read by its full name (https://nextjs.org/docs/app/guides/environment-variables).
 */
const values = {
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
};

export const DEMO_PROJECT_ID = "demo-verdant-campus";

export const useEmulators = process.env.NEXT_PUBLIC_USE_EMULATORS === "true";

export type FirebaseWebConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
};

/** Names of the variables a real project needs and does not have. */
export function missingFirebaseEnv(env: Record<string, string | undefined> = values): string[] {
  return Object.entries(env)
    .filter(([, value]) => !value)
    .map(([name]) => name);
}

export function firebaseWebConfig(): FirebaseWebConfig {
  if (useEmulators) {
    // The emulators accept any key; a demo- project id keeps the SDKs off real services. A real
    // web app's key and id are used when given: App Check's debug provider has no emulator and
    // trades its token with the real project's registered app (config/app-check.ts).
    const projectId = values.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
    return {
      apiKey: values.NEXT_PUBLIC_FIREBASE_API_KEY || "demo-api-key",
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: emulatorBucket(projectId),
      messagingSenderId: "0",
      appId: values.NEXT_PUBLIC_FIREBASE_APP_ID || "demo-app",
    };
  }
  const missing = missingFirebaseEnv();
  if (missing.length) {
    throw new Error(
      `Firebase is not configured. Set ${missing.join(", ")} in .env.local (see .env.example), or set NEXT_PUBLIC_USE_EMULATORS=true.`,
    );
  }
  return {
    apiKey: values.NEXT_PUBLIC_FIREBASE_API_KEY!,
    authDomain: values.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN!,
    projectId: values.NEXT_PUBLIC_FIREBASE_PROJECT_ID!,
    storageBucket: values.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET!,
    messagingSenderId: values.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID!,
    appId: values.NEXT_PUBLIC_FIREBASE_APP_ID!,
  };
}

type Env = Record<string, string | undefined>;

/** The Storage stand-in's host:port (scripts/storage-emulator), from `env`. */
export const storageEmulatorHost = (env: Env) => env.NEXT_PUBLIC_STORAGE_EMULATOR_HOST ?? "127.0.0.1:9400";

export const emulatorHosts = {
  firestore: process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080",
  auth: process.env.NEXT_PUBLIC_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
  // The local Cloud Storage stand-in (scripts/storage-emulator), not firebase-tools' emulator.
  storage: storageEmulatorHost({ NEXT_PUBLIC_STORAGE_EMULATOR_HOST: process.env.NEXT_PUBLIC_STORAGE_EMULATOR_HOST }),
};

/** The default bucket in emulator mode; lib/firebase/server.ts names the same one. */
export const emulatorBucket = (projectId: string) => `${projectId}.appspot.com`;

/**
 * TRUSTED_PROXY_HOPS: how many X-Forwarded-For entries at the header's right end our own platform
 * wrote after the client's address (lib/security/requester.ts). 1 by default, for App Hosting and
 * Cloud Run behind Google's load balancer, which appends `<client>, <load balancer>`; 0 where the
 * last entry is the client's. docs/developer/running-and-deploying.md, "Client addresses".
 */
export function trustedProxyHops(env: Env = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 1;
  if (!/^\d$/.test(raw)) throw new Error(`TRUSTED_PROXY_HOPS must be a number of proxies from 0 to 9, not "${raw}".`);
  return Number(raw);
}
