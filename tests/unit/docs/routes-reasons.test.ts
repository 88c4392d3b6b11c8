import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// SPEC §1 puts the browser in front of the database; a route handler must say why it needs a
// server. A new route.ts under app/api fails here until docs/developer/routes.md gives its reason.
const root = process.cwd();
const doc = readFileSync(path.join(root, "docs/developer/routes.md"), "utf8");
const section = doc.slice(doc.indexOf("## Why each route handler needs a server"));

/** `| \`/api/…\` | reason |` rows of the section: route → reason. */
function reasons(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const [, route = "", reason = ""] of markdown.matchAll(/^\| `(\/api\/[^`]+)` \| (.*) \|$/gm)) rows.set(route, reason.trim());
  return rows;
}

const handlers = execFileSync("find", ["app/api", "-name", "route.ts"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(Boolean)
  .map((file) => "/" + path.dirname(file).split(path.sep).join("/").replace(/^app\//, ""));

describe("docs/developer/routes.md: why each route handler needs a server", () => {
  const rows = reasons(section);

  it("has the section and finds the handlers", () => {
    expect(section.startsWith("## Why each route handler needs a server")).toBe(true);
    expect(handlers).toEqual(expect.arrayContaining(["/api/checkout", "/api/admin/overview"]));
  });

  it.each(handlers)("gives %s a reason", (route) => {
    expect(rows.get(route)?.length ?? 0).toBeGreaterThan(40);
  });

  it("lists no route that no longer exists", () => {
    expect([...rows.keys()].filter((route) => !handlers.includes(route))).toEqual([]);
  });

  it("reads rows the way the table writes them", () => {
    expect(reasons("| `/api/x` | because the rules cannot sum a list of shares |\n| `/api/y` |  |")).toEqual(
      new Map([["/api/x", "because the rules cannot sum a list of shares"], ["/api/y", ""]]),
    );
  });
});
