// node scripts/check-bundle-budget.mjs [nextDir]: fails when a route's first-load JavaScript,
// read from the build output (no server needed), is over its budget. Runs in `npm test` after
// the e2e suite's production build.
import { overBudget } from "./bench/budgets.mjs";
import { firstLoadFromBuild } from "./bench/first-load.mjs";

const nextDir = process.argv[2] ?? ".next";
let routes;
try {
  routes = overBudget(firstLoadFromBuild(nextDir));
} catch (error) {
  console.error(`No build to check in ${nextDir} (run next build first): ${error.message}`);
  process.exit(1);
}
if (!routes.length) {
  console.error(`No app routes found in ${nextDir}.`);
  process.exit(1);
}
const over = routes.filter((route) => route.over);
const largest = [...routes].sort((a, b) => b.kB - a.kB)[0];
if (over.length) {
  for (const route of over) console.error(`Over budget: ${route.route} loads ${route.kB} kB of JavaScript (gzip), budget ${route.budgetKB} kB`);
  process.exit(1);
}
console.log(`Bundle budgets: ${routes.length} routes within budget; largest ${largest.route} at ${largest.kB} kB.`);
