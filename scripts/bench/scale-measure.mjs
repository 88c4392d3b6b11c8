// Measurements of npm run bench:scale: one timed request, the routes to time (found by following
// the site's own links), and the server's resident memory.
import { readFileSync } from "node:fs";
import http from "node:http";

export const TIMEOUT_MS = Number(process.env.SCALE_TIMEOUT_MS ?? 60_000);
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Different words for each cold sample: each is a new query, never an answer cached by the last.
export const SEARCH_WORDS = ["energy", "soil", "water", "solar", "circular", "mobility", "climate"];

/**
 * One GET: time to the response's first byte and to its last, status and body. Never throws: a
 * timeout or a refused connection comes back as { error }.
 */
export function timedGet(url, timeoutMs = TIMEOUT_MS) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      const ttfbMs = ms();
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, ttfbMs, totalMs: ms(), body: Buffer.concat(chunks).toString() }));
      response.on("error", (error) => resolve({ error: error.message }));
    });
    request.on("timeout", () => request.destroy(new Error(`timeout after ${timeoutMs / 1000} s`)));
    request.on("error", (error) => resolve({ error: error.message.startsWith("timeout") ? error.message : (error.code ?? error.message) }));
  });
}

async function page(base, path) {
  const answer = await timedGet(`${base}${path}`);
  if (answer.error || answer.status !== 200) throw new Error(`${path}: ${answer.error ?? `HTTP ${answer.status}`}`);
  return answer.body;
}

const links = (html, pattern) => [...new Set([...html.matchAll(pattern)].map((match) => match[1].replaceAll("&amp;", "&")))];
const nextLink = (html) => {
  const anchor = [...html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]).find((tag) => /\brel="next"/.test(tag));
  return anchor?.match(/\bhref="([^"]+)"/)?.[1].replaceAll("&amp;", "&");
};

/**
 * The routes of the table, each with the 7 paths its cold samples open. Product pages and
 * searches differ per sample; the other routes are one URL, made cold by the restart.
 */
export async function discoverRoutes(base, samples) {
  const products = [];
  // Products from the catalogue's first pages (rating, newest): enough for every cold sample.
  for (const path of ["/courses", "/courses?sort=newest", "/courses?sort=price-asc"]) {
    products.push(...links(await page(base, path), /href="\/products\/([^"?#/]+)"/g));
    if (new Set(products).size >= samples + 3) break;
  }
  const productIds = [...new Set(products)];
  if (productIds.length < samples) throw new Error(`Only ${productIds.length} product links on /courses: is the stack seeded?`);
  const university = links(await page(base, "/universities"), /href="(\/universities\/[^"?#/]+)"/g)[0];
  if (!university) throw new Error("No university link on /universities");

  let pagePath = "/courses?type=video_courses&sort=price-asc";
  let pageNumber = 1;
  while (pageNumber < 3) {
    const next = nextLink(await page(base, pagePath));
    if (!next) break;
    pagePath = next;
    pageNumber++;
  }
  const same = (path) => Array(samples).fill(path);
  const cartIds = productIds.slice(0, 3).join(",");
  return {
    productIds,
    note: pageNumber < 3 ? `the filtered list has ${pageNumber} page(s): its last page was timed` : "",
    routes: [
      { label: "/", paths: same("/") },
      { label: "/courses", paths: same("/courses") },
      { label: "/courses?q=…", paths: SEARCH_WORDS.slice(0, samples).map((word) => `/courses?q=${word}`), warm: "/courses?q=energy" },
      { label: `/courses filtered, sorted, page ${pageNumber}`, paths: same(pagePath) },
      { label: "/products/{id}", paths: productIds.slice(0, samples).map((id) => `/products/${id}`), product: true },
      { label: "/universities/{id}", paths: same(university) },
      { label: "/sitemap.xml", paths: same("/sitemap.xml") },
      { label: "/api/cart?ids=…", paths: same(`/api/cart?ids=${cartIds}`) },
    ].map((route) => ({ ...route, warm: route.warm ?? route.paths[0] })),
  };
}

function children(pid) {
  try {
    const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return tasks ? tasks.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** Resident memory in MB of a process and all its descendants (next start may fork a worker). */
export function residentMB(pid) {
  let kB = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop();
    try {
      kB += Number(readFileSync(`/proc/${current}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // Exited meanwhile.
    }
    stack.push(...children(current));
  }
  return kB / 1024;
}
