import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

// A fake build output in Next's layout: root chunks in build-manifest.json and, per route, the
// entry chunks in its client reference manifest. Random bytes do not compress, so a chunk of
// N kB weighs about N kB gzipped.
function fakeBuild(routes: Record<string, number>, html: Record<string, number> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "verdant-budget-"));
  mkdirSync(join(dir, "static", "chunks"), { recursive: true });
  const chunk = (name: string, kB: number) => {
    writeFileSync(join(dir, "static", "chunks", name), randomBytes(kB * 1024));
    return `static/chunks/${name}`;
  };
  writeFileSync(join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles: [chunk("framework.js", 140)] }));
  for (const [route, kB] of Object.entries(routes)) {
    const segments = route.split("/").filter(Boolean);
    const folder = join(dir, "server", "app", ...segments);
    mkdirSync(folder, { recursive: true });
    const page = chunk(`${segments.join("-") || "home"}.js`, kB);
    const manifest = { entryJSFiles: { "[project]/app/layout": [], [`[project]/app${route === "/" ? "" : route}/page`]: [page] } };
    writeFileSync(
      join(folder, "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}/page"] = ${JSON.stringify(manifest)};`,
    );
  }
  // Prerendered pages sit beside their route folders: index.html for /, support/help.html.
  for (const [route, kB] of Object.entries(html)) {
    const file = join(dir, "server", "app", `${route === "/" ? "index" : route.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, "x".repeat(kB * 1024));
  }
  return dir;
}

const check = (dir: string) => spawnSync(process.execPath, ["scripts/check-bundle-budget.mjs", dir], { encoding: "utf8" });

describe("the bundle budget check", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("passes when every route is within its budget", () => {
    const dir = fakeBuild({ "/": 10, "/courses": 15, "/dashboard": 50 });
    dirs.push(dir);
    const result = check(dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("3 routes within budget");
  });

  it("fails on a public route over 160.4 kB, naming the route and its size", () => {
    const dir = fakeBuild({ "/": 10, "/products/[id]": 25 });
    dirs.push(dir);
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Over budget: \/products\/\[id\] loads 16\d\.\d kB of JavaScript \(gzip\), budget 160\.4 kB/);
    expect(result.stderr).not.toContain("Over budget: / ");
  });

  it("allows a signed-in route up to 200 kB, but not beyond", () => {
    const within = fakeBuild({ "/dashboard/performance": 50 });
    const beyond = fakeBuild({ "/admin": 70 });
    dirs.push(within, beyond);
    expect(check(within).status).toBe(0);
    const result = check(beyond);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Over budget: \/admin loads 21\d\.\d kB/);
  });

  it("fails on a public page whose prerendered HTML is over 62 kB, naming the page and its weight", () => {
    const dir = fakeBuild({ "/": 10 }, { "/": 61, "/support/help": 63 });
    dirs.push(dir);
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Over budget: /support/help is 63 kB of HTML, budget 62 kB");
    expect(result.stderr).not.toContain("Over budget: / ");
  });

  it("reports the heaviest page when all are within, and leaves signed-in pages out of the HTML budget", () => {
    const dir = fakeBuild({ "/": 10 }, { "/": 60, "/info/company/mission": 30, "/admin/codeDocumentation": 170 });
    dirs.push(dir);
    const result = check(dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("HTML budgets: 2 prerendered pages within budget; largest / at 60 kB.");
  });

  it("fails when there is no build to check", () => {
    const result = check(join(tmpdir(), "no-such-build"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No build to check");
  });
});
