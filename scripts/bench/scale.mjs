// npm run bench:scale [-- 100000]: the catalogue at marketplace scale (issue 30). Against fresh
// emulators seeded with the demo data (with-emulators.mjs, TEST_PORT_OFFSET=500), for its 15
// products (13 approved) and then with 1,000, 10,000 and any level given as an argument of approved clones
// added (SCALE_LEVELS=1000,10000 replaces that list), each level: seed the clones (scale-seed.mjs),
// `next build`, `next start` on port 3500, then time eight routes cold and warm, count the
// Firestore documents a cold view reads, measure throughput and memory, and grep the server log.
// Prints verdicts against the goals and writes the section to docs/performance.md. A missed goal
// is a finding, not a failure; a non-200 answer or a crash exits non-zero. Every request times
// out after SCALE_TIMEOUT_MS (60 s), reported as such; SCALE_LOAD_SECONDS (10) per autocannon
// run; SCALE_SEED_ONLY=1 only seeds and times it.
//
// Cold view: `next start` is restarted with an emptied data cache (.next/cache/fetch-cache, and
// the prerendered pages put back as the build wrote them), answers /support/help (so the
// framework's own code is loaded), then the route is requested once. So a cold view also pays
// what a fresh process pays on its first Firestore call (loading the client, opening the gRPC
// channel) and on loading the route's code: at 15 products that is most of it. Each of the 7 cold samples
// of a route is such a restart; product pages and searches also use a different product or word
// per sample. Warm: the same route's 7 requests after one that filled the cache.
//
// Documents read: firebase-admin speaks gRPC to the emulator through the counting proxy of
// firestore-counter.mjs, which decodes the answers' protobuf messages (grpc-documents.mjs) and
// counts reads as Firestore bills them: one per document returned or missing, one per 1,000
// index entries of a count() (at least one), one for a query that returned nothing. Reads from
// the request until 150 ms after its last byte are that view's.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { root } from "../lib/emulators.mjs";
import { startFirestoreCounter } from "./firestore-counter.mjs";
import { discoverRoutes, median, residentMB, timedGet } from "./scale-measure.mjs";
import { renderScale, withScaleSection } from "./scale-report.mjs";
import { addClones, copyLectures, loadTemplates, progressBar } from "./scale-seed.mjs";
import { build, start } from "./stack.mjs";

const port = Number(process.env.SCALE_PORT ?? 3500);
// Served as "localhost": Next names every loopback address so in a proxy's rewrite, and a server
// bound to 127.0.0.1 would proxy each catalogue search to itself over HTTP (proxy.ts).
const host = "localhost";
const base = `http://${host}:${port}`;
const SAMPLES = 7;
const loadSeconds = Number(process.env.SCALE_LOAD_SECONDS ?? 10);
const levels = process.env.SCALE_LEVELS
  ? process.env.SCALE_LEVELS.split(",").map(Number)
  : [1000, 10_000, ...process.argv.slice(2).map(Number)];
if (levels.some((level) => !Number.isInteger(level) || level <= 0)) {
  console.error("Usage: npm run bench:scale [-- <extra products>…] (whole numbers, e.g. 100000)");
  process.exit(2);
}
const extras = [0, ...new Set(levels.sort((a, b) => a - b))];
// SCALE_SEED_ONLY=1: only the seeding, timed per level (how long 100,000 clones take).
const seedOnly = process.env.SCALE_SEED_ONLY === "1";

// Ctrl-C or a stop from with-emulators: exit, so the exit handlers stop `next start`.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => process.exit(130));

const counter = await startFirestoreCounter(process.env.FIRESTORE_EMULATOR_HOST);
const env = { ...process.env, FIRESTORE_EMULATOR_HOST: counter.host, NEXT_TELEMETRY_DISABLED: "1" };
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
const appDir = `${root}/.next/server/app`;
const pristineDir = `${root}/.next/cache/bench-scale-prerendered`;
const isPrerender = (file) => /\.(html|rsc|meta|body)$/.test(file);
let errors = 0;

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Empties the data cache and puts the prerendered pages back as the build wrote them. */
function resetCaches() {
  rmSync(`${root}/.next/cache/fetch-cache`, { recursive: true, force: true });
  const pristine = new Set(filesUnder(pristineDir));
  for (const file of filesUnder(appDir)) if (isPrerender(file) && !pristine.has(file)) rmSync(path.join(appDir, file));
  cpSync(pristineDir, appDir, { recursive: true });
}

let stopServer = null;
async function restart(logFile) {
  if (stopServer) await stopServer();
  resetCaches();
  stopServer = await start(root, port, env, "/support/help", { logFile, host });
}

function fail(what, answer) {
  errors++;
  console.error(`  ✗ ${what}: ${answer.error ?? `HTTP ${answer.status}`}`);
}

async function measureLevel(extra, approved, seeding) {
  const logFile = path.join(os.tmpdir(), `bench-scale-${extra}.log`);
  writeFileSync(logFile, "");
  console.log(`\n== ${(approved + extra).toLocaleString("en")} approved products: next build…`);
  const buildStart = Date.now();
  await build(root, env);
  const buildSeconds = (Date.now() - buildStart) / 1000;
  rmSync(pristineDir, { recursive: true, force: true });
  cpSync(appDir, pristineDir, { recursive: true, filter: (source) => statSync(source).isDirectory() || isPrerender(source) });

  await restart(logFile);
  const { routes, productIds, note } = await discoverRoutes(base, SAMPLES);
  await copyLectures(db, productIds, seeding.sources);
  const notes = note ? [note] : [];

  const results = routes.map((route) => ({ label: route.label, coldTtfb: [], coldTotal: [], reads: [], coldTimeouts: 0, warmTtfb: [], warmTimeouts: 0 }));
  for (const [index, route] of routes.entries()) {
    const result = results[index];
    for (const [sample, pathname] of route.paths.entries()) {
      process.stderr.write(`\r  cold ${route.label} ${sample + 1}/${SAMPLES}   `);
      await restart(logFile);
      const before = counter.reads();
      const answer = await timedGet(`${base}${pathname}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (answer.error?.startsWith("timeout")) result.coldTimeouts++;
      else if (answer.error || answer.status !== 200) fail(`cold ${pathname}`, answer);
      else {
        result.coldTtfb.push(answer.ttfbMs);
        result.coldTotal.push(answer.totalMs);
        result.reads.push(counter.reads() - before);
      }
    }
  }
  process.stderr.write("\n");
  for (const [index, route] of routes.entries()) {
    const result = results[index];
    process.stderr.write(`\r  warm ${route.label}                       `);
    const first = await timedGet(`${base}${route.warm}`);
    if (first.error && !first.error.startsWith("timeout")) fail(`warm ${route.warm}`, first);
    for (let sample = 0; sample < SAMPLES; sample++) {
      const answer = await timedGet(`${base}${route.warm}`);
      if (answer.error?.startsWith("timeout")) result.warmTimeouts++;
      else if (answer.error || answer.status !== 200) fail(`warm ${route.warm}`, answer);
      else result.warmTtfb.push(answer.ttfbMs);
    }
  }
  process.stderr.write("\n");
  const rssMB = residentMB(stopServer.pid);

  const load = [];
  for (const [label, pathname] of [["/products/{id}", `/products/${productIds[0]}`], ["/courses", "/courses"]]) {
    console.log(`  autocannon ${pathname}, 10 connections, ${loadSeconds} s…`);
    const run = await autocannon({ url: `${base}${pathname}`, connections: 10, duration: loadSeconds, timeout: 10 });
    // A non-2xx answer fails the run; timeouts and the socket errors that follow them are
    // slowness, reported in the table (a crash shows in the health check below).
    if (run.non2xx) fail(`autocannon ${pathname}`, { error: `${run.non2xx} non-2xx answers` });
    load.push({ label, rps: run.requests.average, p50: run.latency.p50, p97: run.latency.p97_5, errors: run.errors - run.timeouts + run.non2xx, timeouts: run.timeouts });
  }
  const health = await timedGet(`${base}/support/help`);
  if (health.status !== 200) fail("the server after the throughput runs", health);
  const rssAfterLoadMB = residentMB(stopServer.pid);
  await stopServer();
  stopServer = null;
  const over2MB = (readFileSync(logFile, "utf8").match(/items over 2MB/gi) ?? []).length;

  return {
    extra,
    products: approved + extra,
    seeded: seeding.seeded,
    seedSeconds: seeding.seconds,
    buildSeconds,
    rssMB,
    rssAfterLoadMB,
    load,
    loadSeconds,
    over2MB,
    notes,
    routes: results.map((result) => ({
      label: result.label,
      warm: { ms: result.warmTtfb.length ? median(result.warmTtfb) : undefined, timeouts: result.warmTimeouts },
      cold: { ms: result.coldTtfb.length ? median(result.coldTtfb) : undefined, timeouts: result.coldTimeouts },
      coldTotalMs: result.coldTotal.length ? median(result.coldTotal) : undefined,
      reads: result.reads,
      medianReads: result.reads.length ? median(result.reads) : undefined,
      maxReads: result.reads.length ? Math.max(...result.reads) : undefined,
    })),
  };
}

const measured = [];
try {
  const templates = await loadTemplates(db);
  const approved = (await db.collection("products").where("state", "==", "approved").count().get()).data().count;
  const sources = new Map();
  let seededSoFar = 0;
  for (const extra of extras) {
    const started = Date.now();
    if (extra > seededSoFar) {
      const added = await addClones(db, templates, seededSoFar, extra, { onProgress: progressBar(`Seeding clones ${seededSoFar + 1}…${extra}`) });
      for (const [id, template] of added) sources.set(id, template);
    }
    const seeding = { sources, seeded: extra - seededSoFar, seconds: (Date.now() - started) / 1000 };
    if (extra) console.log(`Seeded ${seeding.seeded.toLocaleString("en")} clones in ${seeding.seconds.toFixed(1)} s`);
    seededSoFar = extra;
    if (!seedOnly) measured.push(await measureLevel(extra, approved, seeding));
  }
} catch (error) {
  console.error(`\nbench:scale stopped: ${error.stack ?? error}`);
  errors++;
} finally {
  if (stopServer) await stopServer();
  await counter.close();
  rmSync(pristineDir, { recursive: true, force: true });
}

if (measured.length) {
  const cpu = os.cpus();
  const section = renderScale({
    date: new Date(),
    machine: `${cpu.length} × ${cpu[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end`,
    levels: measured,
    method: [
      `Each level adds approved clones of the seeded products (scripts/bench/scale-seed.mjs), builds and starts the app on loopback (port ${port}). TTFB: median of ${SAMPLES} requests. Cold: each sample restarts \`next start\` with an emptied data cache, opens /support/help, then the route (a different product or search word per sample). Warm: after one request that filled the cache.`,
      "Documents read: counted at the emulator from firebase-admin's gRPC answers, as Firestore bills them (a document returned or missing, 1 per 1,000 entries of a count(), 1 for an empty query); median of the cold samples, max in brackets when higher.",
    ].join(" "),
  });
  console.log(`\n${section}`);
  const file = `${root}/docs/performance.md`;
  writeFileSync(file, withScaleSection(existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n", section));
  console.log("Written to docs/performance.md");
}
process.exit(errors ? 1 : 0);
