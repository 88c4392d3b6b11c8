// node scripts/bench/first-load-js.mjs [baseURL] [path…]: gzip size of every script a page's HTML
// loads, as a browser's first visit fetches them. Needs a running production server. Scripts
// marked `nomodule` (Next's legacy polyfills, ~39 kB) are listed apart: browsers that run
// modules, every browser we support, never download them.
import { gzipSync } from "node:zlib";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ["/", "/login", "/cart", "/support/help"];

async function firstLoadBytes(route) {
  const html = await (await fetch(new URL(route, base))).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
  const sources = new Set(tags.filter((tag) => !/\snomodule/i.test(tag[0])).map((tag) => tag[1]));
  const legacy = new Set(tags.filter((tag) => /\snomodule/i.test(tag[0])).map((tag) => tag[1]));
  const gzipped = async (src) => gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  let total = 0;
  for (const src of sources) total += await gzipped(src);
  let legacyTotal = 0;
  for (const src of legacy) legacyTotal += await gzipped(src);
  const kB = (bytes) => Math.round(bytes / 102.4) / 10;
  return { route, scripts: sources.size, kB: kB(total), legacyKB: kB(legacyTotal) };
}

for (const route of routes) {
  const { scripts, kB, legacyKB } = await firstLoadBytes(route);
  console.log(`${route.padEnd(40)} ${String(scripts).padStart(3)} scripts ${String(kB).padStart(7)} kB gzip (+ ${legacyKB} kB nomodule, not loaded)`);
}
