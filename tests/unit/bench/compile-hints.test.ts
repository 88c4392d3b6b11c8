import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const HINT = "//# allFunctionsCalledOnLoad\n";

// A fake build output in Next's layout: a root chunk in build-manifest.json, a page whose entry
// chunk has a source map, an admin page whose entry chunk has a sectioned one (Turbopack's kind),
// and a chunk only a dynamic import loads, named by no manifest.
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), "verdant-hints-"));
  const chunks = join(dir, "static", "chunks");
  mkdirSync(chunks, { recursive: true });
  writeFileSync(join(chunks, "framework.js"), "(()=>{})();");
  writeFileSync(join(chunks, "home.js"), "push([1,e=>{}]);\n//# sourceMappingURL=home.js.map");
  writeFileSync(join(chunks, "home.js.map"), JSON.stringify({ version: 3, sources: ["app/page.tsx"], names: [], mappings: "AAAA" }));
  writeFileSync(join(chunks, "admin.js"), "push([2,e=>{}]);\n//# sourceMappingURL=0abc.js.map");
  writeFileSync(
    join(chunks, "0abc.js.map"),
    JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources: ["a.ts"], names: [], mappings: "AAAA" } }] }),
  );
  writeFileSync(join(chunks, "uploader.js"), "push([3,e=>{}]);");
  writeFileSync(join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/framework.js"] }));
  for (const [route, chunk] of [
    ["", "home.js"],
    ["admin", "admin.js"],
  ] as const) {
    const folder = join(dir, "server", "app", route);
    mkdirSync(folder, { recursive: true });
    const manifest = { entryJSFiles: { "[project]/app/layout": [], [`[project]/app/${route}page`]: [`static/chunks/${chunk}`] } };
    writeFileSync(
      join(folder, "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/${route}page"] = ${JSON.stringify(manifest)};`,
    );
  }
  return dir;
}

const run = (dir: string) => spawnSync(process.execPath, ["scripts/compile-hints.mjs", dir], { encoding: "utf8" });
const read = (dir: string, name: string) => readFileSync(join(dir, "static", "chunks", name), "utf8");

describe("compile hints after the build", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("marks every chunk a route runs at startup for eager compiling, and no chunk loaded later", () => {
    const dir = fakeBuild();
    dirs.push(dir);
    const result = run(dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("3 of 3 startup chunks marked");
    expect(read(dir, "framework.js")).toBe(`${HINT}(()=>{})();`);
    expect(read(dir, "home.js").startsWith(HINT)).toBe(true);
    expect(read(dir, "admin.js").startsWith(HINT)).toBe(true);
    expect(read(dir, "uploader.js")).toBe("push([3,e=>{}]);");
  });

  it("moves source maps down the one line the hint takes, so stack traces still point at the source", () => {
    const dir = fakeBuild();
    dirs.push(dir);
    run(dir);
    expect(JSON.parse(read(dir, "home.js.map")).mappings).toBe(";AAAA");
    expect(JSON.parse(read(dir, "0abc.js.map")).sections[0].offset).toEqual({ line: 1, column: 0 });
  });

  it("changes nothing when run twice on the same build", () => {
    const dir = fakeBuild();
    dirs.push(dir);
    run(dir);
    const result = run(dir);
    expect(result.stdout).toContain("0 of 3 startup chunks marked");
    expect(read(dir, "framework.js")).toBe(`${HINT}(()=>{})();`);
    expect(JSON.parse(read(dir, "home.js.map")).mappings).toBe(";AAAA");
    expect(JSON.parse(read(dir, "0abc.js.map")).sections[0].offset.line).toBe(1);
  });
});
