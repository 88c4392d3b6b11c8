import type { NextConfig } from "next";
import { IMAGE_WIDTHS } from "./image-widths";
import { DEMO_PROJECT_ID, emulatorBucket, storageEmulatorHost } from "./env";

type Env = Record<string, string | undefined>;
type ImagesConfig = NonNullable<NextConfig["images"]>;

/**
 * next/image settings. Creators' preview images are Cloud Storage download URLs
 * (`/v0/b/{bucket}/o/{path}`), and the optimiser refuses any remote host it is not told about,
 * so each build allows exactly its own bucket: the Storage stand-in's in emulator mode, Firebase
 * Storage's in production. The stand-in listens on loopback, which the optimiser refuses unless
 * `dangerouslyAllowLocalIP` is set; only an emulator build sets it, and only that host is allowed.
 */
export function imagesConfig(env: Env): ImagesConfig {
  const base: ImagesConfig = { deviceSizes: [...IMAGE_WIDTHS] };
  if (env.NEXT_PUBLIC_USE_EMULATORS === "true") {
    const bucket = emulatorBucket(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID);
    const [hostname, port = ""] = storageEmulatorHost(env).split(":");
    return {
      ...base,
      dangerouslyAllowLocalIP: true,
      remotePatterns: [{ protocol: "http", hostname: hostname!, port, pathname: `/v0/b/${bucket}/o/**` }],
    };
  }
  const bucket = env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET;
  if (!bucket) return base;
  return {
    ...base,
    remotePatterns: [{ protocol: "https", hostname: "firebasestorage.googleapis.com", port: "", pathname: `/v0/b/${bucket}/o/**` }],
  };
}
