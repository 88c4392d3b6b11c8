// npm run test:cache: two `next start` instances sharing one redis-server, against seeded emulators
// (node scripts/with-emulators.mjs --seed -- node scripts/test-shared-cache.mjs). An approval made
// through instance A must show on instance B within a second, while B is shown to serve a cached,
// stale catalogue before it. Both instances run from the same `.next`, so without Redis they
// would even share the file cache's entries; what they cannot share is the tags manifest Next
// keeps in memory, and without REDIS_URL the two propagation checks fail. Reuses the `.next`
// build of test:build, or builds. Everything it starts is stopped whatever happens.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "@redis/client";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { users } from "./seed-data/users.mjs";

const REDIS_PORT = Number(process.env.CACHE_TEST_REDIS_PORT ?? 6390);
const [PORT_A, PORT_B] = [3600, 3601];
const PROPAGATION_LIMIT_MS = 1_000;
const RUN_LIMIT_MS = 180_000;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

const children = [];
let passed = 0;
let failed = 0;

function check(name, ok, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "✓" : "✗"} ${name}${detail ? ` (${detail})` : ""}`);
}

/** Starts a process in its own group, keeping its last output for a failure report. */
function start(name, command, args, env) {
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.log = [];
  const keep = (chunk) => child.log.push(...chunk.toString().split("\n").filter(Boolean).map((line) => `[${name}] ${line}`));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));

async function waitUntil(what, probe, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}:\n${child.log.slice(-20).join("\n")}`);
    if (await probe().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s.`);
}

async function get(port, path) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(15_000), redirect: "manual" });
  return { status: response.status, cache: response.headers.get("x-nextjs-cache"), text: await response.text() };
}

/** How React writes text into HTML. */
const html = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function adminIdToken() {
  const { email, password } = users.admin;
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`Admin sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

async function run() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("Run through `npm run test:cache` (it starts seeded emulators).");
  const appEnv = { ...process.env };
  delete appEnv.REDIS_URL;
  // BUILD_ID is written early; the prerender manifest only by a build that finished.
  if (!existsSync(".next/BUILD_ID") || !existsSync(".next/prerender-manifest.json")) {
    console.log("No build in .next: building (without REDIS_URL; the handler is chosen when `next start` starts).");
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit", env: appEnv }).status !== 0) throw new Error("The build failed.");
  }
  // The bound starts after the build, which takes minutes on a busy machine.
  setTimeout(() => {
    console.error(`test:cache did not finish within ${RUN_LIMIT_MS / 1000} s.`);
    process.exit(1);
  }, RUN_LIMIT_MS).unref();

  if (spawnSync("redis-server", ["--version"]).error) throw new Error("redis-server is missing: apt-get install -y redis-server");
  const redis = start("redis", "redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], process.env);
  const client = createClient({ url: REDIS_URL });
  client.on("error", () => {});
  await waitUntil("redis-server", async () => (await client.connect(), true), redis, 15_000);

  const next = process.execPath;
  const nextBin = "node_modules/next/dist/bin/next";
  const serverEnv = { ...appEnv, REDIS_URL, REDIS_KEY_PREFIX: `cache-test-${process.pid}` };
  const instanceA = start("A", next, [nextBin, "start", "-p", String(PORT_A), "-H", "127.0.0.1"], serverEnv);
  const instanceB = start("B", next, [nextBin, "start", "-p", String(PORT_B), "-H", "127.0.0.1"], serverEnv);
  await waitUntil("next start (A)", async () => (await get(PORT_A, "/robots.txt")).status === 200, instanceA);
  await waitUntil("next start (B)", async () => (await get(PORT_B, "/robots.txt")).status === 200, instanceB);

  // The pending product to approve, and an approved one edited behind the app's back.
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
  const [pending] = (await db.collection("products").where("state", "==", "pending").limit(1).get()).docs;
  const [approved] = (await db.collection("products").where("state", "==", "approved").limit(1).get()).docs;
  if (!pending || !approved) throw new Error("The seed has no pending or no approved product.");
  const token = `quokka${process.pid}`;
  const search = `/courses?q=${token}`;

  // A page rendered by one instance is served from Redis by the other (a custom handler is never
  // given the build's prerendered files, so B's hit can only come from there).
  await get(PORT_A, "/");
  const pages = await client.keys(`${serverEnv.REDIS_KEY_PREFIX}:entry:*/APP_PAGE/*`);
  const home = await get(PORT_B, "/");
  check("the home page A rendered is stored in Redis and a cache hit on B", pages.length > 0 && home.status === 200 && home.cache === "HIT", `${pages.length} page entries, x-nextjs-cache: ${home.cache}`);

  // Issue 48: every made-up /courses/results/<key> rendered the plain catalogue and was stored.
  // Now a key that is not a search's own is shown the shop's 404 page, the one entry it keeps
  // however many keys come (stored by the first, on each instance): Redis does not grow after it.
  await Promise.all([get(PORT_A, "/courses/results/first-made-up-key"), get(PORT_B, "/courses/results/first-made-up-key")]);
  const entriesBefore = (await client.keys(`${serverEnv.REDIS_KEY_PREFIX}:*`)).length;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const madeUp = Array.from({ length: 1000 }, (_, i) => `${i}${Array.from({ length: 8 + (i % 40) }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join("")}`);
  const statuses = new Map();
  for (let i = 0; i < madeUp.length; i += 20) {
    const answers = await Promise.all(madeUp.slice(i, i + 20).map(async (key) => (await get(i % 40 ? PORT_A : PORT_B, `/courses/results/${key}`)).status));
    for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const entriesAfter = (await client.keys(`${serverEnv.REDIS_KEY_PREFIX}:*`)).length;
  check(
    "1,000 made-up results keys answer 404 and add nothing to the cache",
    statuses.get(404) === madeUp.length && entriesAfter === entriesBefore,
    `${JSON.stringify(Object.fromEntries(statuses))}; Redis keys ${entriesBefore} → ${entriesAfter}`,
  );

  // The product sitemap's part that will list the pending product (lib/catalogue/sitemap-parts.ts).
  const idCharacters = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const sitemapPart = `/sitemaps/products/sitemap/${Math.max(0, Math.floor(idCharacters.indexOf(pending.id.charAt(5)) / 2))}.xml`;

  // B caches the catalogue and the approved product's page; then Firestore changes without a revalidation.
  await get(PORT_B, search);
  await get(PORT_B, sitemapPart);
  await get(PORT_B, `/products/${approved.id}`);
  // A search's page and data read are counted among the searches the cache keeps (config/search-cache.mjs).
  const searchesKey = `${serverEnv.REDIS_KEY_PREFIX}:searches:${(await readFile(".next/BUILD_ID", "utf8")).trim()}`;
  const resultsPath = `/courses/results/${Buffer.from(`q=${token}`).toString("base64url")}`;
  let searches = [];
  for (let tries = 0; tries < 20 && !searches.some((key) => key.endsWith(resultsPath)); tries++) {
    searches = await client.zRange(searchesKey, 0, -1);
    await sleep(100);
  }
  check("the search B rendered is counted among the searches the cache keeps", searches.some((key) => key.endsWith(resultsPath)), `${searches.length} counted`);
  const pendingTitle = `${pending.get("title")} ${token}`;
  const approvedTitle = `${approved.get("title")} ${token}`;
  await pending.ref.update({ title: pendingTitle });
  await approved.ref.update({ title: approvedTitle });
  const staleB = await get(PORT_B, `/products/${approved.id}`);
  check("control: B serves its cached product page, not Firestore's (a title edited directly is not shown)", staleB.status === 200 && !staleB.text.includes(html(approvedTitle)));

  // The approval through A expires the catalogue tag; B must show the product within a second.
  const idToken = await adminIdToken();
  const approval = await fetch(`http://127.0.0.1:${PORT_A}/api/admin/approvals/${pending.id}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${idToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ decision: "approve", reason: "" }),
    signal: AbortSignal.timeout(15_000),
  });
  const approvedAt = Date.now();
  check("the admin approves the pending product through A", approval.ok, `HTTP ${approval.status}`);

  let seenAfter = null;
  let sitemapAfter = null;
  let lastPage = "";
  while (Date.now() - approvedAt < PROPAGATION_LIMIT_MS * 3 && (seenAfter === null || sitemapAfter === null)) {
    if (seenAfter === null) {
      lastPage = (await get(PORT_B, search)).text;
      if (lastPage.includes(html(pendingTitle))) seenAfter = Date.now() - approvedAt;
    }
    if (sitemapAfter === null && (await get(PORT_B, sitemapPart)).text.includes(`/products/${pending.id}`)) sitemapAfter = Date.now() - approvedAt;
    await sleep(25);
  }
  check(`B's catalogue lists the approved product within ${PROPAGATION_LIMIT_MS} ms`, seenAfter !== null && seenAfter <= PROPAGATION_LIMIT_MS, seenAfter === null ? "never seen" : `${seenAfter} ms`);
  check(`B's sitemap lists it within ${PROPAGATION_LIMIT_MS} ms`, sitemapAfter !== null && sitemapAfter <= PROPAGATION_LIMIT_MS, sitemapAfter === null ? "never seen" : `${sitemapAfter} ms`);

  // Redis gone: pages still render, from Firestore, and the instance says why once.
  await client.quit();
  process.kill(-redis.pid, "SIGKILL");
  await sleep(100);
  const outageStart = Date.now();
  const outage = await get(PORT_B, `/courses?q=${encodeURIComponent(pending.get("title").split(" ")[0])}`);
  const outageMs = Date.now() - outageStart;
  check("with Redis down, B still renders the catalogue", outage.status === 200 && outage.text.includes(html(pendingTitle)), `HTTP ${outage.status} in ${outageMs} ms`);
  check("and logs that it serves without the shared cache", instanceB.log.some((line) => line.includes("serving without the shared cache")));
}

try {
  await run();
} catch (error) {
  failed++;
  console.error(`✗ ${error.stack ?? error}`);
  for (const child of children) console.error(child.log.slice(-15).join("\n"));
}
console.log(`\nShared cache: ${passed} passed, ${failed} failed`);
stopAll();
process.exit(failed ? 1 : 0);
