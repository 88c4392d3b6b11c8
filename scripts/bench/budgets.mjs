// Issue #9's JavaScript budgets: first-load JS (gzip) of at most 160 kB on public routes and
// 200 kB on every route.
export const PUBLIC_BUDGET_KB = 160;
export const ROUTE_BUDGET_KB = 200;

// Signed-in or one-off pages, not a shopper's first visit.
const PRIVATE_PREFIXES = ["/dashboard", "/admin", "/library", "/checkout", "/auth", "/e2e"];

export function budgetFor(route) {
  const isPrivate = PRIVATE_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
  return isPrivate ? ROUTE_BUDGET_KB : PUBLIC_BUDGET_KB;
}

/** Each route with its budget and whether it is over. */
export function overBudget(routes) {
  return routes.map((route) => {
    const budgetKB = budgetFor(route.route);
    return { ...route, budgetKB, over: route.kB > budgetKB };
  });
}
