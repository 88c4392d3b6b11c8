// node scripts/bench/first-load-js.mjs [baseURL] [path…]: gzip size of every script a page's HTML
// loads, as a browser's first visit fetches them. Needs a running production server.
import { firstLoadFromHtml } from "./first-load.mjs";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ["/", "/login", "/cart", "/support/help"];

for (const route of routes) {
  const { scripts, kB, legacyKB } = await firstLoadFromHtml(base, route);
  console.log(`${route.padEnd(40)} ${String(scripts).padStart(3)} scripts ${String(kB).padStart(7)} kB gzip (+ ${legacyKB} kB nomodule, not loaded)`);
}
