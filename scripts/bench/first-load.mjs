// First-load JavaScript, measured two ways that agree: from a page's HTML (every <script src>
// a browser's first visit fetches) and from the build output alone (Next's root chunks plus the
// route's entry chunks from its client reference manifest), which needs no server.
import { readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { filesUnder, firstLoadChunks } from "../lib/build-output.mjs";

export const kB = (bytes) => Math.round(bytes / 102.4) / 10;
const gzipped = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * From a running server. Scripts marked `nomodule` (Next's legacy polyfills, ~39 kB) are
 * counted apart: browsers that run modules, every browser we support, never download them.
 */
export async function firstLoadFromHtml(base, route) {
  const html = await (await fetch(new URL(route, base))).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
  const modern = new Set(tags.filter((tag) => !/\snomodule/i.test(tag[0])).map((tag) => tag[1]));
  const legacy = new Set(tags.filter((tag) => /\snomodule/i.test(tag[0])).map((tag) => tag[1]));
  const size = async (src) => gzipped(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()));
  let total = 0;
  for (const src of modern) total += await size(src);
  let legacyTotal = 0;
  for (const src of legacy) legacyTotal += await size(src);
  return { route, scripts: modern.size, kB: kB(total), legacyKB: kB(legacyTotal) };
}

/** Every app route of a finished `next build` in `nextDir`, with its first-load JS. */
export function firstLoadFromBuild(nextDir = ".next") {
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipped(readFileSync(join(nextDir, file))));
    return sizes.get(file);
  };
  return firstLoadChunks(nextDir).map(({ route, files }) => ({
    route,
    scripts: files.size,
    kB: kB([...files].reduce((sum, file) => sum + sizeOf(file), 0)),
  }));
}

/** Every page `next build` prerendered in `nextDir`, with the weight of its HTML (uncompressed). */
export function prerenderedHtmlFromBuild(nextDir = ".next") {
  const appDir = join(nextDir, "server", "app");
  return filesUnder(appDir, (name) => name.endsWith(".html"))
    .map((path) => {
      const route = `/${relative(appDir, path).slice(0, -".html".length).split(sep).join("/")}`;
      return { route: route === "/index" ? "/" : route, kB: kB(statSync(path).size) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
