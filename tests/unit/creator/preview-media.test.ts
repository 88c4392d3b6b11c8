import { isPreviewSource, type PreviewStorage } from "@/lib/creator/preview-media";

// The submission check's copy of firestore.rules' preview policy (tests/rules/product-builder.test.ts
// covers the rules); here with a production bucket, which no emulator test can use.
const PRODUCTION: PreviewStorage = { bucket: "verdant-prod.firebasestorage.app", emulator: false };
const EMULATOR: PreviewStorage = { bucket: "demo-verdant-campus.appspot.com", emulator: true };
const TOKEN = "5f0c2a1e-8b7d-4c3a-9e21-0d6f4b8a7c90";
const url = (origin: string, bucket: string, path: string) => `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${TOKEN}`;
const prod = (path: string) => url("https://firebasestorage.googleapis.com", PRODUCTION.bucket, path);
const local = (path: string, host = "127.0.0.1:9900") => url(`http://${host}`, EMULATOR.bucket, path);

describe("where preview media may point", () => {
  it("takes nothing, the demo's own files, and uploads in the product's preview folder", () => {
    expect(isPreviewSource("previewImg", "", ["prod_A"], PRODUCTION)).toBe(true);
    expect(isPreviewSource("previewImg", "/images/products/soil-health-indicators.svg", ["prod_A"], PRODUCTION)).toBe(true);
    expect(isPreviewSource("previewVideo", "/media/previews/course-preview.webm", ["prod_A"], PRODUCTION)).toBe(true);
    expect(isPreviewSource("previewImg", prod("products/prod_A/preview/k3-cover.png"), ["prod_A"], PRODUCTION)).toBe(true);
    expect(isPreviewSource("previewImgSmall", prod("products/prod_A/preview/small-k4-cover-640.webp"), ["prod_A"], PRODUCTION)).toBe(true);
    expect(isPreviewSource("previewVideo", local("products/prod_A/preview/t.mp4"), ["prod_A"], EMULATOR)).toBe(true);
    expect(isPreviewSource("previewVideo", local("products/prod_A/preview/t.mp4", "localhost:9500"), ["prod_A"], EMULATOR)).toBe(true);
  });

  it("takes a working copy's uploads in its own or its live product's folder, not a third's", () => {
    const ids = ["prod_COPY", "prod_LIVE"];
    expect(isPreviewSource("previewImg", prod("products/prod_LIVE/preview/a.png"), ids, PRODUCTION)).toBe(true);
    expect(isPreviewSource("previewImg", prod("products/prod_COPY/preview/a.png"), ids, PRODUCTION)).toBe(true);
    expect(isPreviewSource("previewImg", prod("products/prod_OTHER/preview/a.png"), ids, PRODUCTION)).toBe(false);
    expect(isPreviewSource("previewImg", prod("products/prod_LIVE/preview/a.png"), ["prod_COPY", ""], PRODUCTION)).toBe(false);
  });

  it.each([
    ["a script", "previewImg", "javascript:alert(1)"],
    ["another site", "previewImg", "https://evil.example/track.png"],
    ["another site's video", "previewVideo", "https://evil.example/x.mp4"],
    ["the demo video as image", "previewImg", "/media/previews/course-preview.webm"],
    ["a demo image as video", "previewVideo", "/images/products/soil.svg"],
    ["a path out of public/images", "previewImg", "/images/products/../../api/x.svg"],
    ["another bucket", "previewImg", url("https://firebasestorage.googleapis.com", "evil.appspot.com", "products/prod_A/preview/a.png")],
    ["the emulator in production", "previewImg", url("http://127.0.0.1:9400", PRODUCTION.bucket, "products/prod_A/preview/a.png")],
    ["paid lecture media", "previewVideo", prod("products/prod_A/lectures/lec_1/paid.mp4")],
    ["a subfolder", "previewImg", prod("products/prod_A/preview/old/a.png")],
    ["an extra parameter", "previewImg", `${prod("products/prod_A/preview/a.png")}&x=1`],
    ["a look-alike host", "previewImg", prod("products/prod_A/preview/a.png").replace("googleapis.com", "googleapis.com.evil.example")],
  ])("refuses %s", (_, field, value) => {
    expect(isPreviewSource(field as "previewImg" | "previewVideo", value, ["prod_A"], PRODUCTION)).toBe(false);
  });

  it("refuses Firebase's host while the browser uses the emulator, and any non-loopback emulator host", () => {
    expect(isPreviewSource("previewImg", url("https://firebasestorage.googleapis.com", EMULATOR.bucket, "products/prod_A/preview/a.png"), ["prod_A"], EMULATOR)).toBe(false);
    expect(isPreviewSource("previewImg", local("products/prod_A/preview/a.png", "evil.example:9400"), ["prod_A"], EMULATOR)).toBe(false);
  });
});
