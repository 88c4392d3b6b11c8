import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../files-under";

// lib/db is the floor (STYLE.md "Two paths, one picture", issue 49): it holds references, stored
// shapes, reads and writes, and imports only what lies under it. Business rules (search planning,
// aggregation, money, the admin picker) sit above it and call it; were lib/db to import them, the
// layers would be one tangle and a reader could not say where a rule lives. For the same reason no
// two of our modules may import each other, directly or round a longer circle: a circle makes the
// load order decide which side sees the other half-initialised.
const SCANNED = ["lib", "components", "app", "store", "config"];
const FLOOR = path.join("lib", "db");
const BELOW_THE_FLOOR = [FLOOR, path.join("lib", "types"), path.join("lib", "firebase"), path.join("lib", "utils"), "config"];
const SOURCE = /\.(ts|tsx|mjs)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx", "/index.mjs", "/index.js"];

/** Source without comments, so a comment may still mention a module. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** Every module specifier `source` imports: static, side-effect, type-only, dynamic, and `export … from`. */
export function specifiersOf(source: string): string[] {
  const code = withoutComments(source);
  const patterns = [
    /\b(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']/g,
    /(?:^|;)\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

/** The project file a specifier names, relative to the root, or undefined for a package. */
export function resolveSpecifier(from: string, specifier: string, exists: (file: string) => boolean = isFile): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("./") || specifier.startsWith("../")) base = path.join(path.dirname(from), specifier);
  else return undefined;
  const found = EXTENSIONS.map((extension) => path.normalize(base + extension)).find(exists);
  return found ?? path.normalize(base);
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

const isUnder = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/** "file imports target" for each import in lib/db that reaches above the floor. */
export function floorViolations(graph: Map<string, string[]>): string[] {
  return [...graph].filter(([file]) => isUnder(file, FLOOR)).flatMap(([file, targets]) => targets.filter((target) => !BELOW_THE_FLOOR.some((dir) => isUnder(target, dir))).map((target) => `${file} imports ${target}`));
}

/** Each circle of imports in `graph`, as the files round it ("a → b → a"), one per strongly connected set. */
export function circles(graph: Map<string, string[]>): string[] {
  // Tarjan's strongly connected components, then one concrete loop through each component.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** One loop through a strongly connected set, starting and ending at its first file by name. */
function loopThrough(graph: Map<string, string[]>, members: Set<string>): string {
  const start = [...members].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain: string[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at)!) chain.unshift(at);
        const loop = [start, ...chain, start].join(" → ");
        return members.size > chain.length + 1 ? `${loop} (one loop of ${members.size} files that import each other: ${[...members].sort().join(", ")})` : loop;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [...members].sort().join(" → ");
}

/** Each project file under `dirs` and the project files it imports. */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => filesUnder(dir, (file) => SOURCE.test(file) && !file.endsWith(".d.ts")));
  return new Map(files.map((file) => [file, [...new Set(specifiersOf(readFileSync(file, "utf8")).map((specifier) => resolveSpecifier(file, specifier)).filter((target) => target !== undefined))]]));
}

describe("the import graph", () => {
  const graph = importGraph(SCANNED);

  it("keeps lib/db the floor: it imports only lib/types, lib/firebase, lib/utils, config and itself", () => {
    expect(floorViolations(graph)).toEqual([]);
  });

  it("has no circle: no module of lib, components, app, store or config imports itself round a loop", () => {
    expect(circles(graph)).toEqual([]);
  });

  it.each([
    ["a static import", 'import { rerate } from "@/lib/reviews/rating";'],
    ["a type-only import", 'import type { Day } from "@/lib/creator/vienna-days";'],
    ["a re-export", 'export { sortOrders } from "@/lib/catalogue/plan";'],
    ["a dynamic import", 'const { rerate } = await import("@/lib/reviews/rating");'],
    ["a relative import", 'import { rerate } from "../reviews/rating";'],
    ["a multi-line import", 'import {\n  rerate,\n  type Rating,\n} from "../reviews/rating";'],
  ])("sees %s above the floor", (_, line) => {
    const file = path.join("lib", "db", "reviews.ts");
    const targets = specifiersOf(line).map((specifier) => resolveSpecifier(file, specifier, () => false)!);
    expect(floorViolations(new Map([[file, targets]]))).toEqual([`${file} imports ${targets[0]}`]);
    expect(targets).toHaveLength(1);
    expect(targets[0]).toMatch(/^lib\/(reviews|creator|catalogue)\//);
  });

  it.each([
    ["a stored shape", 'import type { ProductDoc } from "@/lib/types/product";'],
    ["a sibling", 'import { productRef } from "./products.server";'],
    ["the Admin SDK wrapper", 'import { adminDb } from "@/lib/firebase/server";'],
    ["the configuration", 'import { TIME_ZONE } from "@/config/time";'],
    ["a package", 'import { FieldValue } from "firebase-admin/firestore";'],
    ["a comment", '// moved from "@/lib/reviews/rating"'],
  ])("lets %s through", (_, line) => {
    const file = path.join("lib", "db", "reviews.ts");
    const targets = specifiersOf(line).flatMap((specifier) => resolveSpecifier(file, specifier, () => false) ?? []);
    expect(floorViolations(new Map([[file, targets]]))).toEqual([]);
  });

  it("names the files of a circle", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", []],
    ]);
    expect(circles(graph)).toEqual(["a.ts → b.ts → c.ts → a.ts"]);
    expect(circles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]]))).toEqual([]);
  });
});
