// npm run load: 50 visitors browse the catalogue and product pages of a production build for
// 60 s on loopback, each requesting the next page as soon as the last one arrived. Reports
// requests per second, latency percentiles and errors of the pages, and of the Firestore
// emulator behind them (requests counted at a proxy, and a probe read's latency under load).
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { root } from "../lib/emulators.mjs";
import { startFirestoreCounter } from "./firestore-counter.mjs";
import { build, start } from "./stack.mjs";

const port = Number(process.env.LOAD_PORT ?? 3400);
const visitors = Number(process.env.LOAD_VISITORS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const base = `http://127.0.0.1:${port}`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};

const counter = await startFirestoreCounter(process.env.FIRESTORE_EMULATOR_HOST);
const env = { ...process.env, FIRESTORE_EMULATOR_HOST: counter.host, NEXT_TELEMETRY_DISABLED: "1" };
console.log("Building (next build)…");
await build(root, env);
const stop = await start(root, port, env, "/courses");

try {
  const catalogue = await (await fetch(`${base}/courses`)).text();
  const products = [...new Set([...catalogue.matchAll(/href="(\/products\/[^"?#]+)"/g)].map((match) => match[1]))];
  if (!products.length) throw new Error("No product links on /courses: is the stack seeded?");
  // What visitors do: open the catalogue, filter or search it, then open a product.
  const cataloguePages = ["/courses", "/courses?type=video_courses", "/courses?type=documents", "/courses?price=free", "/courses?sort=newest", "/courses?q=energy", "/courses?q=soil", "/"];
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  const samples = [];
  let errors = 0;
  const errorKinds = new Map();
  const countError = (kind) => {
    errors++;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  };
  const requestsBefore = counter.count();
  const until = Date.now() + seconds * 1000;

  async function visitor() {
    while (Date.now() < until) {
      for (const path of [pick(cataloguePages), pick(products)]) {
        const started = performance.now();
        try {
          const response = await fetch(`${base}${path}`);
          await response.arrayBuffer();
          samples.push(performance.now() - started);
          if (response.status !== 200) countError(`HTTP ${response.status}`);
        } catch (error) {
          countError(error.cause?.code ?? error.message);
        }
      }
    }
  }

  // The emulator's own answer time under this load: one direct read every 250 ms.
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
  const probe = [];
  async function probeEmulator() {
    const productId = products[0].split("/").pop();
    while (Date.now() < until) {
      const started = performance.now();
      await db.doc(`products/${productId}`).get();
      probe.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  console.log(`${visitors} visitors for ${seconds} s on ${base}…`);
  const startedAt = performance.now();
  await Promise.all([...Array.from({ length: visitors }, visitor), probeEmulator()]);
  const elapsed = (performance.now() - startedAt) / 1000;
  const emulatorRequests = counter.count() - requestsBefore;

  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`\nPages: ${samples.length} answered in ${elapsed.toFixed(1)} s = ${(samples.length / elapsed).toFixed(0)} requests/s`);
  console.log(`  latency p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, p99 ${ms(percentile(samples, 99))}, max ${ms(Math.max(...samples))}`);
  console.log(`  errors: ${errors}${errorKinds.size ? ` (${[...errorKinds].map(([kind, n]) => `${kind}: ${n}`).join(", ")})` : ""}`);
  console.log(`Firestore emulator: ${emulatorRequests} requests from the server (${(emulatorRequests / elapsed).toFixed(1)}/s; pages read through the data cache)`);
  console.log(`  probe read latency under load: p50 ${ms(percentile(probe, 50))}, p95 ${ms(percentile(probe, 95))} (${probe.length} reads)`);
  process.exitCode = errors ? 1 : 0;
} finally {
  stop();
  await counter.close();
}
