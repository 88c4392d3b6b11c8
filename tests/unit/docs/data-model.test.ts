import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Drift checks: a collection added to firestore.rules or a route added to app/ fails here until
// docs/developer/ describes it, so /admin/codeDocumentation cannot fall behind the code.
const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Every collection (and named document) segment of every `match /…` path in the rules. */
function ruleCollections(rules: string): string[] {
  const names = new Set<string>();
  for (const [, matchPath = ""] of rules.matchAll(/match\s+(\/\S+)\s*\{/g)) {
    for (const segment of matchPath.split("/").filter(Boolean)) {
      if (!segment.startsWith("{") && segment !== "databases" && segment !== "documents") names.add(segment);
    }
  }
  // A wildcard segment limited to a list, e.g. `part in ['degrees', 'courses', 'sections']`;
  // only wildcards of match paths, not field values like `data.type in ['video', 'document']`.
  const wildcards = new Set([...rules.matchAll(/match\s+(\/\S+)\s*\{/g)].flatMap(([, matchPath = ""]) => [...matchPath.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)));
  for (const [, variable = "", list = ""] of rules.matchAll(/(?<![.\w])(\w+)\s+in\s+\[([^\]]*)\]/g)) {
    if (!wildcards.has(variable)) continue;
    for (const [, name] of list.matchAll(/'([A-Za-z]\w*)'/g)) if (name) names.add(name);
  }
  return [...names];
}

function headings(markdown: string): string[] {
  return markdown.split("\n").filter((line) => /^#{1,6}\s/.test(line));
}

describe("docs/developer/data-model.md", () => {
  const rules = read("firestore.rules");
  const doc = read("docs/developer/data-model.md");
  const collections = ruleCollections(rules);

  it("finds the collections of firestore.rules", () => {
    expect(collections).toEqual(expect.arrayContaining(["users", "notifications", "products", "reviews", "auditLog", "degrees"]));
  });

  it.each(collections)("has a heading for %s", (name) => {
    const segment = new RegExp(`(^|[\\s/\`])${name}([\\s/\`]|$)`);
    expect(headings(doc).some((heading) => segment.test(heading.replace(/^#+\s*/, "")))).toBe(true);
  });

  it("documents the reserved connections collection", () => {
    expect(headings(doc)).toContain("## connections");
  });
});

describe("docs/developer/routes.md", () => {
  const doc = read("docs/developer/routes.md");
  const files = execFileSync("find", ["app", "-name", "page.tsx", "-o", "-name", "route.ts"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  const routes = files.map((file) => "/" + path.dirname(file).split(path.sep).slice(1).join("/")).map((route) => (route === "/" ? "/" : route));

  it("finds the app's pages and route handlers", () => {
    expect(routes).toEqual(expect.arrayContaining(["/", "/admin/codeDocumentation", "/api/checkout"]));
  });

  it.each(routes)("lists %s", (route) => {
    expect(doc).toMatch(new RegExp("`" + route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "`"));
  });
});
