import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../files-under";

// lib/schemas is read by forms in the browser as well as by the routes (decision 0218): nothing it
// reaches, however indirectly, may be a server module, firebase-admin or a Node built-in, or the
// form's bundle would break (or carry server code).
const SERVER_ONLY = /(\.server(\.ts)?$|^server-only$|^firebase-admin|^node:|^next\/(headers|cache)$)/;

// Type-only imports are erased before the bundle is made, so they may name anything.
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm;
const EXTENSIONS = [".ts", ".tsx", ".mjs", "/index.ts"];

/** The project file a specifier names, or the package's name. */
function resolve(from: string, specifier: string): string {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return specifier;
  return EXTENSIONS.map((extension) => path.normalize(base + extension)).find((file) => existsSync(file)) ?? path.normalize(base);
}

/** Every module `entry` reaches through our own imports, with what each imports from packages. */
function reached(entry: string): { file: string; specifier: string }[] {
  const seen = new Set<string>();
  const found: { file: string; specifier: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, from, sideEffect] of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
      const target = resolve(file, (from ?? sideEffect)!);
      found.push({ file, specifier: target });
      if (/\.(ts|tsx|mjs)$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return found;
}

describe("lib/schemas", () => {
  it.each(filesUnder(path.join("lib", "schemas"), (file) => file.endsWith(".ts")))("%s reaches no server-only module", (file) => {
    expect(reached(file).filter(({ specifier }) => SERVER_ONLY.test(specifier))).toEqual([]);
  });
});
