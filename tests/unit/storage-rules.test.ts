// storage.rules cannot run here (no Storage emulator), so this reads it for the conditions
// that matter and checks it against the two other places with the same policy: the client's
// limits (lib/storage/limits.ts) and the local stand-in (scripts/storage-emulator/policy.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { UPLOAD_LIMITS } from "@/lib/storage/limits";
import { LIMITS, checkContent, classifyPath, decide } from "../../scripts/storage-emulator/policy.mjs";

const rules = readFileSync(path.join(process.cwd(), "storage.rules"), "utf8");
const docs = readFileSync(path.join(process.cwd(), "docs/developer/storage.md"), "utf8");

/** The body of the `match <path> { … }` block, braces balanced. */
function block(matchPath: string): string {
  const start = rules.indexOf(`match ${matchPath} {`);
  expect(start, `storage.rules has no match ${matchPath}`).toBeGreaterThan(-1);
  let depth = 0;
  for (let i = rules.indexOf("{", start + `match ${matchPath}`.length); i < rules.length; i++) {
    if (rules[i] === "{") depth++;
    if (rules[i] === "}" && --depth === 0) return rules.slice(start, i + 1);
  }
  throw new Error("unbalanced braces");
}

/** The body of `function name(…) { … }`. */
const fn = (name: string) => new RegExp(`function ${name}\\([^)]*\\)\\s*\\{([^}]*)\\}`).exec(rules)?.[1] ?? "";
const bytes = (expression: string) => expression.split("*").reduce((product, factor) => product * Number(factor.trim()), 1);
const sizeLimit = (name: string) => bytes(/request\.resource\.size <= ([\d\s*]+)/.exec(fn(name))?.[1] ?? "0");
const types = (name: string) => [...(/contentType in \[([^\]]*)\]/.exec(fn(name))?.[1] ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1]);

describe("storage.rules", () => {
  it("is rules_version 2 and ends with a deny-all catch-all", () => {
    expect(rules).toMatch(/^rules_version = '2';/m);
    expect(block("/{allPaths=**}")).toMatch(/allow read, write: if false;/);
    // No other rule may open everything.
    expect(rules.match(/allow [^:]+: if true/g)).toBeNull();
  });

  it("has the same type and size limits as the client and the stand-in", () => {
    expect(types("isImage")).toEqual(UPLOAD_LIMITS.image.types);
    expect(types("isVideo")).toEqual(UPLOAD_LIMITS.video.types);
    expect(types("isPdf")).toEqual(UPLOAD_LIMITS.document.types);
    expect(sizeLimit("isImage")).toBe(UPLOAD_LIMITS.image.maxBytes);
    expect(sizeLimit("isVideo")).toBe(UPLOAD_LIMITS.video.maxBytes);
    expect(sizeLimit("isPdf")).toBe(UPLOAD_LIMITS.document.maxBytes);
    expect(types("isCaptions")).toEqual(UPLOAD_LIMITS.captions.types);
    expect(sizeLimit("isCaptions")).toBe(UPLOAD_LIMITS.captions.maxBytes);
    expect(UPLOAD_LIMITS.captions.maxBytes).toBe(1024 * 1024);
    for (const kind of ["image", "video", "document", "captions"] as const) {
      expect(LIMITS[kind]).toEqual({ maxBytes: UPLOAD_LIMITS[kind].maxBytes, types: [...UPLOAD_LIMITS[kind].types] });
    }
  });

  it("makes previews public only when approved, and takes images or videos", () => {
    const preview = block("/products/{productId}/preview/{fileName}");
    expect(preview).toMatch(/allow read: if mayManage\(productId\) \|\| isApproved\(productId\);/);
    expect(preview).toMatch(/allow create: if mayManage\(productId\) && \(isImage\(\) \|\| isVideo\(\)\);/);
    expect(preview).toMatch(/allow update: if mayReplace\(productId\) && \(isImage\(\) \|\| isVideo\(\)\);/);
    expect(fn("isApproved")).toMatch(/\.data\.state == 'approved'/);
  });

  it("keeps lecture media for creators and admins only (learners use /api/media), and takes videos, PDFs or .vtt captions", () => {
    const lecture = block("/products/{productId}/lectures/{lectureId}/{fileName}");
    expect(lecture).toMatch(/allow read: if mayManage\(productId\);/);
    expect(lecture).toMatch(/allow create: if mayManage\(productId\) && \(isVideo\(\) \|\| isPdf\(\) \|\| isCaptions\(fileName\)\);/);
    expect(lecture).toMatch(/allow update: if mayReplace\(productId\) && \(isVideo\(\) \|\| isPdf\(\) \|\| isCaptions\(fileName\)\);/);
    expect(fn("isCaptions")).toMatch(/fileName\.lower\(\)\.matches\('\.\+\[\.\]vtt'\)/);
    expect(rules).not.toMatch(/userProductRelations/);
  });

  it("lets creators (uid in products/{pid}.creators) and admins manage files", () => {
    expect(fn("mayManage")).toMatch(/isAdmin\(\) \|\| isCreator\(productId\)/);
    expect(fn("isCreator")).toMatch(/request\.auth\.uid in firestore\.get\(productPath\(productId\)\)\.data\.creators/);
    expect(fn("isAdmin")).toMatch(/request\.auth\.token\.admin == true/);
  });

  it("has every storage path documented in docs/developer/storage.md", () => {
    for (const [, matchPath] of rules.matchAll(/match (\/products\/\S+) \{/g)) {
      const documented = matchPath!.replace(/\{productId\}/, "{pid}").replace(/\{lectureId\}/, "{lid}");
      expect(docs).toContain(documented.slice(1));
    }
  });
});

describe("the stand-in's policy (scripts/storage-emulator/policy.mjs)", () => {
  const lookup = (product: { creators: string[]; state: string } | null, relation = false) => ({
    product: async () => product,
    hasRelation: async () => relation,
  });
  const pdf = { contentType: "application/pdf", size: 1000 };

  it("knows only the two product folders", () => {
    expect(classifyPath("products/p1/preview/cover.png")).toMatchObject({ area: "preview", productId: "p1" });
    expect(classifyPath("products/p1/lectures/l1/a.pdf")).toMatchObject({ area: "lecture", lectureId: "l1" });
    expect(classifyPath("products/p1/preview/../x.png")).toBeNull();
    expect(classifyPath("products/p1/other/x.png")).toBeNull();
    expect(classifyPath("users/u1/x.png")).toBeNull();
  });

  it("checks type and size for the place", () => {
    const lecture = classifyPath("products/p1/lectures/l1/a.pdf");
    expect(checkContent(lecture, "application/pdf", 100 * 1024 * 1024)).toBeNull();
    expect(checkContent(lecture, "application/pdf", 100 * 1024 * 1024 + 1)).toMatch(/at most/);
    expect(checkContent(lecture, "image/png", 10)).toMatch(/not allowed/);
    // Captions: only under a .vtt name, and at most 1 MB (a 10 MB file is refused).
    expect(checkContent(lecture, "text/vtt", 10)).toMatch(/not allowed/);
    const captions = classifyPath("products/p1/lectures/l1/a1b2-English.VTT");
    expect(checkContent(captions, "text/vtt", 1024 * 1024)).toBeNull();
    expect(checkContent(captions, "text/vtt", 10 * 1024 * 1024)).toMatch(/at most 1048576 bytes/);
    expect(checkContent(classifyPath("products/p1/preview/a.vtt"), "text/vtt", 10)).toMatch(/not allowed/);
  });

  it("decides like storage.rules", async () => {
    const draft = lookup({ creators: ["c1"], state: "draft" });
    const approvedOwned = lookup({ creators: ["c1"], state: "approved" }, true);
    const lecture = "products/p1/lectures/l1/a.pdf";
    expect((await decide("write", lecture, { uid: "c1" }, draft, pdf)).allowed).toBe(true);
    expect((await decide("write", lecture, { uid: "u2" }, draft, pdf)).allowed).toBe(false);
    expect((await decide("write", lecture, { uid: "u2", admin: true }, draft, pdf)).allowed).toBe(true);
    // Owning the course is not enough: reading the object would hand out its download token.
    expect((await decide("read", lecture, { uid: "u2" }, approvedOwned)).allowed).toBe(false);
    expect((await decide("read", lecture, null, approvedOwned)).allowed).toBe(false);
    expect((await decide("read", "products/p1/preview/a.png", null, approvedOwned)).allowed).toBe(true);
    expect((await decide("read", "products/p1/preview/a.png", null, draft)).allowed).toBe(false);
    expect((await decide("delete", lecture, { uid: "u2" }, approvedOwned)).allowed).toBe(false);
    expect((await decide("delete", lecture, { owner: true }, draft)).allowed).toBe(true);
  });

  it("lets creators add files to a live or pending course but not swap or delete the ones in use", async () => {
    const lecture = "products/p1/lectures/l1/a.pdf";
    for (const state of ["approved", "pending"]) {
      const course = lookup({ creators: ["c1", "c2"], state });
      expect((await decide("write", lecture, { uid: "c1" }, course, pdf)).allowed, state).toBe(true);
      expect((await decide("write", lecture, { uid: "c2" }, course, { ...pdf, exists: true })).allowed, state).toBe(false);
      expect((await decide("delete", lecture, { uid: "c1" }, course)).allowed, state).toBe(false);
      expect((await decide("delete", lecture, { uid: "admin", admin: true }, course)).allowed, state).toBe(true);
    }
    expect((await decide("write", lecture, { uid: "c1" }, lookup({ creators: ["c1"], state: "rejected" }), { ...pdf, exists: true })).allowed).toBe(true);
  });
});

describe("storage.rules for files in use", () => {
  it("separates adding a file from replacing or deleting one, and only drafts let creators replace", () => {
    for (const folder of ["/products/{productId}/preview/{fileName}", "/products/{productId}/lectures/{lectureId}/{fileName}"]) {
      const rules_ = block(folder);
      expect(rules_).toMatch(/allow create: if mayManage\(productId\)/);
      expect(rules_).toMatch(/allow update: if mayReplace\(productId\)/);
      expect(rules_).toMatch(/allow delete: if mayReplace\(productId\);/);
    }
    expect(fn("mayReplace")).toMatch(/state in \['draft', 'rejected'\]/);
  });
});
