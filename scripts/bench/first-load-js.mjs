// node scripts/bench/first-load-js.mjs [baseURL] [path…]: gzip size of every script a page's HTML
// loads, as a browser's first visit fetches them. Needs a running production server.
import { gzipSync } from "node:zlib";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ["/", "/login", "/cart", "/support/help"];

async function firstLoadBytes(route) {
  const html = await (await fetch(new URL(route, base))).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  let total = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { route, scripts: new Set(sources).size, kB: Math.round(total / 102.4) / 10 };
}

for (const route of routes) {
  const { scripts, kB } = await firstLoadBytes(route);
  console.log(`${route.padEnd(40)} ${String(scripts).padStart(3)} scripts ${String(kB).padStart(7)} kB gzip`);
}
