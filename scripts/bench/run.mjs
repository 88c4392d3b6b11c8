// npm run bench: a production build against the seeded local stack (started by
// with-emulators.mjs), then Lighthouse, first-load JS, Firestore requests, interaction timing
// and server throughput. Prints the tables and writes them to docs/performance.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { root } from "../lib/emulators.mjs";
import { firestoreCounterHosts, startFirestoreCounter } from "./firestore-counter.mjs";
import { firstLoadFromBuild, firstLoadFromHtml, prerenderedHtmlFromBuild } from "./first-load.mjs";
import { measureInteractions } from "./interactions.mjs";
import { chromiumVersion, runLighthouse } from "./lighthouse.mjs";
import { renderReport } from "./report.mjs";
import { scaleSection, withScaleSection } from "./scale-report.mjs";
import { measureServer } from "./server-load.mjs";
import { build, start } from "./stack.mjs";
import { htmlOverBudget, overBudget } from "./budgets.mjs";

const port = Number(process.env.BENCH_PORT ?? 3300);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const referenceDir = `${root}/scripts/bench/reference-app`;
const referenceBase = `http://127.0.0.1:${port + 1}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const counter = await startFirestoreCounter(process.env.FIRESTORE_EMULATOR_HOST);
const env = { ...process.env, FIRESTORE_EMULATOR_HOST: counter.host, NEXT_TELEMETRY_DISABLED: "1" };

console.log("Building (next build, with type check)…");
const buildStart = Date.now();
await build(root, env);
const buildSeconds = (Date.now() - buildStart) / 1000;
console.log("Building the reference app (a bare Next.js page)…");
await build(referenceDir, env);

const stops = [await start(root, port, env, "/support/help"), await start(referenceDir, port + 1, env)];
try {
  const courses = await (await fetch(`${base}/courses`)).text();
  const productPath = courses.match(/href="(\/products\/[^"?#]+)"/)?.[1];
  if (!productPath) throw new Error("No product link on /courses: is the stack seeded?");
  const routes = [
    { label: "Reference: a bare Next.js page", path: "/", base: referenceBase, reference: true },
    { label: "/", path: "/" },
    { label: "/courses (catalogue)", path: "/courses" },
    { label: "/products/{id}", path: productPath, product: true },
    { label: "/cart", path: "/cart" },
    { label: "/login", path: "/login" },
  ];

  const rows = [];
  for (const route of routes) {
    const origin = route.base ?? base;
    // Server-side reads: the first view renders from Firestore, later views from the cache.
    const beforeCold = counter.count();
    await fetch(`${origin}${route.path}`);
    const serverCold = counter.count() - beforeCold;
    const beforeWarm = counter.count();
    await fetch(`${origin}${route.path}`);
    const serverWarm = counter.count() - beforeWarm;
    const js = await firstLoadFromHtml(origin, route.path);
    const results = [];
    for (let run = 0; run < runs; run++) {
      console.log(`Lighthouse ${route.label} (${run + 1}/${runs})…`);
      results.push(await runLighthouse(`${origin}${route.path}`, { firestoreHosts: firestoreCounterHosts(process.env) }));
    }
    rows.push({ ...route, results, js, serverCold, serverWarm, median: medianRun(results) });
  }

  console.log("Interactions under a 4× CPU slowdown…");
  const interactions = await measureInteractions(base, productPath, referenceBase);
  console.log("Server: time to first byte and throughput…");
  const serverFigures = [];
  for (const path of ["/", "/support/help", "/courses", productPath]) serverFigures.push({ path, ...(await measureServer(`${base}${path}`)) });

  const budgets = overBudget(firstLoadFromBuild(`${root}/.next`));
  const htmlBudgets = htmlOverBudget(prerenderedHtmlFromBuild(`${root}/.next`));
  const report = renderReport({
    date: new Date(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumVersion()}`,
    runs,
    buildSeconds,
    rows,
    interactions,
    serverFigures,
    budgets,
    htmlBudgets,
  });
  console.log(`\n${report}`);
  // npm run bench:scale's section is another benchmark's: it stays as that one last wrote it.
  const file = `${root}/docs/performance.md`;
  const scale = existsSync(file) ? scaleSection(readFileSync(file, "utf8")) : "";
  writeFileSync(file, scale ? withScaleSection(report, scale) : report);
  console.log("Written to docs/performance.md");
} finally {
  for (const stop of stops) stop();
  await counter.close();
}

function medianRun(results) {
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    performance: pick("performance"),
    worstPerformance: Math.min(...results.map((result) => result.performance)),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    benchmarkIndex: pick("benchmarkIndex"),
    // Both figures from one run, the median by wall time, so that they compare.
    mainThread: [...results].sort((a, b) => a.mainThread.wallMs - b.mainThread.wallMs)[Math.floor(results.length / 2)].mainThread,
    observedPaintsMs: results.map((result) => Math.round(result.observedPaintMs)),
    browserFirestoreRequests: Math.max(...results.map((result) => result.browserFirestoreRequests)),
  };
}
