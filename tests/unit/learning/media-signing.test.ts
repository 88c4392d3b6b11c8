import { MEDIA_URL_TTL_SECONDS, mediaUrlSecret } from "@/config/media";
import { contentFromQuery, signedMediaPath, signMedia, verifyMediaSignature } from "@/lib/media/signing.server";

const now = Date.parse("2025-11-01T10:00:00Z");
const secret = "test-secret";

describe("signed media URLs", () => {
  it("verify for the lecture they were made for, until they expire 10 minutes later", () => {
    const { exp, sig } = signMedia("prod_a", "lec_1", { now, secret });
    expect(exp).toBe(now / 1000 + MEDIA_URL_TTL_SECONDS);
    expect(MEDIA_URL_TTL_SECONDS).toBe(600);
    expect(verifyMediaSignature("prod_a", "lec_1", String(exp), sig, { now, secret })).toBe(true);
    expect(verifyMediaSignature("prod_a", "lec_1", String(exp), sig, { now: now + 599_000, secret })).toBe(true);
    expect(verifyMediaSignature("prod_a", "lec_1", String(exp), sig, { now: now + 600_000, secret })).toBe(false);
  });

  it("refuse another lecture or product, a later expiry, a changed signature and another secret", () => {
    const { exp, sig } = signMedia("prod_a", "lec_1", { now, secret });
    expect(verifyMediaSignature("prod_a", "lec_2", String(exp), sig, { now, secret })).toBe(false);
    expect(verifyMediaSignature("prod_b", "lec_1", String(exp), sig, { now, secret })).toBe(false);
    expect(verifyMediaSignature("prod_a", "lec_1", String(exp + 3600), sig, { now, secret })).toBe(false);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(verifyMediaSignature("prod_a", "lec_1", String(exp), flipped, { now, secret })).toBe(false);
    expect(verifyMediaSignature("prod_a", "lec_1", String(exp), sig, { now, secret: "another-secret" })).toBe(false);
  });

  it("refuse missing or malformed parameters", () => {
    const { exp, sig } = signMedia("prod_a", "lec_1", { now, secret });
    expect(verifyMediaSignature("prod_a", "lec_1", null, sig, { now, secret })).toBe(false);
    expect(verifyMediaSignature("prod_a", "lec_1", String(exp), null, { now, secret })).toBe(false);
    expect(verifyMediaSignature("prod_a", "lec_1", `${exp}.5`, sig, { now, secret })).toBe(false);
    expect(verifyMediaSignature("prod_a", "lec_1", String(exp), "", { now, secret })).toBe(false);
  });

  it("build the media route's path with the expiry and signature", () => {
    const { path, exp } = signedMediaPath("prod_a", "lec_1", { now, secret });
    const url = new URL(path, "http://localhost");
    expect(url.pathname).toBe("/api/media/prod_a/lec_1");
    expect(url.searchParams.get("exp")).toBe(String(exp));
    expect(verifyMediaSignature("prod_a", "lec_1", url.searchParams.get("exp"), url.searchParams.get("sig"), { now, secret })).toBe(true);
  });
});

describe("media URLs that carry their content", () => {
  const content = { source: "storage", kind: "video", path: "products/prod_a/lectures/lec_1/intro.mp4" } as const;

  it("name the source, kind and path in the query, under the signature", () => {
    const { path } = signedMediaPath("prod_a", "lec_1", { now, secret, content });
    const query = new URL(path, "http://localhost").searchParams;
    expect(contentFromQuery(query)).toEqual(content);
    expect(verifyMediaSignature("prod_a", "lec_1", query.get("exp"), query.get("sig"), { now, secret, content })).toBe(true);
  });

  it("stop verifying when any part of the content is changed", () => {
    const { exp, sig } = signMedia("prod_a", "lec_1", { now, secret, content });
    const verify = (changed: typeof content | Record<string, string>) =>
      verifyMediaSignature("prod_a", "lec_1", String(exp), sig, { now, secret, content: changed as typeof content });
    expect(verify({ ...content, path: "products/prod_b/lectures/lec_9/paid.mp4" })).toBe(false);
    expect(verify({ ...content, source: "disk" })).toBe(false);
    expect(verify({ ...content, kind: "document" })).toBe(false);
    // A URL signed without content does not verify with some.
    const bare = signMedia("prod_a", "lec_1", { now, secret });
    expect(verifyMediaSignature("prod_a", "lec_1", String(bare.exp), bare.sig, { now, secret, content })).toBe(false);
  });

  it("refuse unknown sources and kinds in the query", () => {
    expect(contentFromQuery(new URLSearchParams({ src: "s3", kind: "video", path: "x" }))).toBeNull();
    expect(contentFromQuery(new URLSearchParams({ src: "disk", kind: "audio", path: "x" }))).toBeNull();
    expect(contentFromQuery(new URLSearchParams({ src: "disk", kind: "video" }))).toBeNull();
  });
});

describe("the signing secret", () => {
  it("comes from MEDIA_URL_SECRET, with a development default only outside production or on the emulators", () => {
    expect(mediaUrlSecret({ MEDIA_URL_SECRET: "configured", NODE_ENV: "production" })).toBe("configured");
    expect(mediaUrlSecret({ NODE_ENV: "development" })).toMatch(/dev/);
    expect(mediaUrlSecret({ NODE_ENV: "production", NEXT_PUBLIC_USE_EMULATORS: "true" })).toMatch(/dev/);
    expect(() => mediaUrlSecret({ NODE_ENV: "production" })).toThrow(/MEDIA_URL_SECRET/);
  });
});
