import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../files-under";
import { itChecksLines } from "./line-check-cases";

// The browser calls our routes through lib/api only (issue 49): one typed function per route and
// method, one fetch (lib/api/core.ts) and one error (HttpError). A component or a browser module
// that writes an `/api/` URL itself is a second path this guard refuses. Route handlers and
// server-only modules may name routes (a link in an email, a redirect), and tests do on purpose.
const SCANNED = ["components", "app", "lib", "store"];
const SOURCE = /\.(ts|tsx|mjs)$/;
const API_URL = /["'`]\/api\//;

const isServerOnly = (file: string, source: string) =>
  /\.server\.(ts|tsx|mjs)$/.test(file) || /^import ["']server-only["'];?$/m.test(source) || file.startsWith(path.join("app", "api") + path.sep);
const inLibApi = (file: string) => file.startsWith(path.join("lib", "api") + path.sep);

/** Source without comments, so a doc comment may still name the route a function calls. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** "line: code" for each line of `source` that writes one of our route URLs. */
export function apiUrlViolations(source: string): string[] {
  return withoutComments(source)
    .split("\n")
    .flatMap((line, index) => (API_URL.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe("route URLs", () => {
  it("are written only in lib/api: no component, page or browser module outside it names an /api/ URL", () => {
    const found = SCANNED.flatMap((dir) => filesUnder(dir, (file) => SOURCE.test(file) && !inLibApi(file)))
      .map((file) => ({ file, source: readFileSync(file, "utf8") }))
      .filter(({ file, source }) => !isServerOnly(file, source))
      .flatMap(({ file, source }) => apiUrlViolations(source).map((violation) => `${file}:${violation}`));
    expect(found).toEqual([]);
  });

  itChecksLines(apiUrlViolations, {
    caught: [
      ["a fetch in a component", 'const response = await fetch("/api/payments/local/complete", { method: "POST" });'],
      ["a template URL", "await postAsUser(`/api/admin/certificates/${id}`, { reason });"],
      ["a link to a file", "<a href={`/api/certificates/${id}/pdf`} download>"],
    ],
    passed: [
      ["a page URL", "router.push(`/products/${id}`);"],
      ["a comment naming the route", "// POST /api/checkout answers a payment page"],
      ["a call through lib/api", "await revokeCertificate(id, reason);"],
    ],
  });
});
