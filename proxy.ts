import { NextResponse, type NextRequest } from "next/server";
// Relative paths: the bench's reference app (scripts/bench/reference-app) is built inside this
// workspace, and Next picks up this file there too, without our "@/" alias.
import { catalogueHref, isUntidy, parseCatalogueQuery } from "./lib/catalogue/query";
import { catalogueKey, queryFromKey } from "./lib/catalogue/route-key";
import { judgeOrigin } from "./lib/security/same-origin";

/**
 * /courses with a query string: an untidy URL (empty fields, defaults, invalid values) is sent
 * to its clean form, so a shared link means exactly what the page shows; a clean one is served
 * by /courses/results/<key>, which Next caches per search. The visitor's URL stays /courses?….
 */
function catalogue(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  if (params.size === 0) return NextResponse.next();
  const query = parseCatalogueQuery(params);
  if (isUntidy(params, query)) return NextResponse.redirect(new URL(catalogueHref(query), request.url));
  // Served in place where the server listens on its own name (production: 0.0.0.0). Next names
  // every loopback address "localhost", so a server started with `-H 127.0.0.1` (tests,
  // benchmarks) proxies the rewrite to itself over HTTP instead: same answer, one hop more.
  return NextResponse.rewrite(new URL(`/courses/results/${catalogueKey(query)}`, request.nextUrl.origin));
}

const RESULTS_PREFIX = "/courses/results/";
const NOT_FOUND_PAGE = "/_not-found";

/**
 * A results page asked for by its own address: only a key catalogueKey makes is rendered. Any
 * other answers 404 here, before the page runs, so it never reaches a render or the cache (issue
 * 48: 200 made-up keys, each shown the plain catalogue, grew the cache from 11 to 211 entries).
 */
function results(request: NextRequest) {
  const key = request.nextUrl.pathname.slice(RESULTS_PREFIX.length);
  if (queryFromKey(key)) return NextResponse.next();
  // The shop's own 404 page, prerendered once at build: one cache entry however many keys come.
  return NextResponse.rewrite(new URL(NOT_FOUND_PAGE, request.nextUrl.origin), { status: 404 });
}

/** Refuses cross-site writes to our API before any handler runs (lib/security/same-origin.ts). */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === "/courses") return catalogue(request);
  if (request.nextUrl.pathname.startsWith(RESULTS_PREFIX)) return results(request);
  const verdict = judgeOrigin({
    method: request.method,
    origin: request.headers.get("origin"),
    // Behind Firebase App Hosting or another proxy the public host is the forwarded one.
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
  });
  if (!verdict.allowed) return NextResponse.json({ error: verdict.reason }, { status: 403 });
  return NextResponse.next();
}

export const config = {
  matcher: ["/api/:path*", "/courses", "/courses/results/:key"],
};
