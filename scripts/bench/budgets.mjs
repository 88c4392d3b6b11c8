// Issue #9's JavaScript budgets: first-load JS (gzip) of at most 160 kB on public routes and
// 200 kB on every route. Public routes get 0.4 kB more for js-cookie, which reads and writes our
// two cookies on every page (docs/decisions/0222-js-cookie-for-our-two-cookies.md).
export const PUBLIC_BUDGET_KB = 160.4;
export const ROUTE_BUDGET_KB = 200;

// Signed-in or one-off pages, not a shopper's first visit.
const PRIVATE_PREFIXES = ["/dashboard", "/admin", "/library", "/checkout", "/auth", "/e2e"];

const isPrivate = (route) => PRIVATE_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));

export function budgetFor(route) {
  return isPrivate(route) ? ROUTE_BUDGET_KB : PUBLIC_BUDGET_KB;
}

const judged = (item, budgetKB) => ({ ...item, budgetKB, over: item.kB > budgetKB });

/** Each route with its budget and whether it is over. */
export function overBudget(routes) {
  return routes.map((route) => judged(route, budgetFor(route.route)));
}

// A prerendered page's HTML, uncompressed. Measured with autocannon on loopback: a response
// whose headers and body pass 64 KiB halves the requests a server answers per second (/ at
// 63.6 kB of HTML: 930-970 requests/s; at 64.4 kB: 580-610). 62 kB leaves 2 kB for headers.
// Signed-in pages (the admin's developer docs are 173 kB) are not served to crowds.
export const HTML_BUDGET_KB = 62;

/** Each public prerendered page with its HTML weight and whether it is over. */
export function htmlOverBudget(pages) {
  return pages.filter((page) => !isPrivate(page.route)).map((page) => judged(page, HTML_BUDGET_KB));
}
