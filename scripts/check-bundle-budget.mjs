// node scripts/check-bundle-budget.mjs [nextDir]: fails when a route's first-load JavaScript or
// a prerendered page's HTML, read from the build output (no server needed), is over its budget.
// Runs in `npm test` on the build its test:build step made.
import { htmlOverBudget, overBudget } from "./bench/budgets.mjs";
import { firstLoadFromBuild, prerenderedHtmlFromBuild } from "./bench/first-load.mjs";

const nextDir = process.argv[2] ?? ".next";
let routes;
let pages;
try {
  routes = overBudget(firstLoadFromBuild(nextDir));
  pages = htmlOverBudget(prerenderedHtmlFromBuild(nextDir));
} catch (error) {
  console.error(`No build to check in ${nextDir} (run next build first): ${error.message}`);
  process.exit(1);
}
if (!routes.length) {
  console.error(`No app routes found in ${nextDir}.`);
  process.exit(1);
}
const over = routes.filter((route) => route.over);
const heavy = pages.filter((page) => page.over);
for (const route of over) console.error(`Over budget: ${route.route} loads ${route.kB} kB of JavaScript (gzip), budget ${route.budgetKB} kB`);
for (const page of heavy) console.error(`Over budget: ${page.route} is ${page.kB} kB of HTML, budget ${page.budgetKB} kB`);
if (over.length || heavy.length) process.exit(1);
const largest = (list) => [...list].sort((a, b) => b.kB - a.kB)[0];
const js = largest(routes);
console.log(`Bundle budgets: ${routes.length} routes within budget; largest ${js.route} at ${js.kB} kB.`);
if (pages.length) {
  const html = largest(pages);
  console.log(`HTML budgets: ${pages.length} prerendered pages within budget; largest ${html.route} at ${html.kB} kB.`);
}
