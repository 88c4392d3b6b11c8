import { describe, expect, it } from "vitest";
import { matchRemotePattern } from "next/dist/shared/lib/match-remote-pattern";
import { imagesConfig } from "@/config/images";

const allowed = (config: ReturnType<typeof imagesConfig>, url: string) =>
  (config.remotePatterns ?? []).some((pattern) => matchRemotePattern(pattern, new URL(url)));

describe("which uploaded images next/image may optimise", () => {
  it("an emulator build allows the Storage stand-in's own bucket, on loopback", () => {
    const config = imagesConfig({
      NEXT_PUBLIC_USE_EMULATORS: "true",
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "demo-verdant-campus",
      NEXT_PUBLIC_STORAGE_EMULATOR_HOST: "127.0.0.1:9900",
    });
    expect(config.dangerouslyAllowLocalIP).toBe(true);
    expect(allowed(config, "http://127.0.0.1:9900/v0/b/demo-verdant-campus.appspot.com/o/products%2Fprod_a%2Fpreview%2Fp.png?alt=media&token=t")).toBe(true);
    expect(allowed(config, "http://127.0.0.1:9900/v0/b/other-bucket/o/x.png")).toBe(false);
    expect(allowed(config, "http://127.0.0.1:8580/v0/b/demo-verdant-campus.appspot.com/o/x.png")).toBe(false);
    expect(allowed(config, "http://localhost:3000/api/secret")).toBe(false);
  });

  it("a production build allows its Firebase Storage bucket only, and never loopback", () => {
    const config = imagesConfig({ NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: "verdant.firebasestorage.app" });
    expect(config.dangerouslyAllowLocalIP).toBeUndefined();
    expect(allowed(config, "https://firebasestorage.googleapis.com/v0/b/verdant.firebasestorage.app/o/products%2Fp%2Fpreview%2Fa.webp?alt=media&token=t")).toBe(true);
    expect(allowed(config, "https://firebasestorage.googleapis.com/v0/b/someone-else/o/a.png")).toBe(false);
    expect(allowed(config, "https://evil.example/v0/b/verdant.firebasestorage.app/o/a.png")).toBe(false);
    expect(allowed(config, "http://firebasestorage.googleapis.com/v0/b/verdant.firebasestorage.app/o/a.png")).toBe(false);
  });

  it("keeps the spec's widths", () => {
    expect(imagesConfig({}).deviceSizes).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });
});
