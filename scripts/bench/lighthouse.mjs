// One Lighthouse run (the CLI of the pinned lighthouse@12 package, mobile form factor and its
// default simulated throttling) against Debian's chromium, never a downloaded browser.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lanternLcp } from "./lantern-lcp.mjs";
import { mainThreadTasksOfTrace, mainThreadTime } from "./main-thread.mjs";

const require = createRequire(import.meta.url);
const cli = join(require.resolve("lighthouse/package.json"), "..", "cli", "index.js");

export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Off the network this machine does not have, and able to run as root in CI.
const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run";

/** Scores (0–100), metrics and the Firestore requests the page made from the browser. */
export async function runLighthouse(url, { firestoreHosts }) {
  const dir = mkdtempSync(join(tmpdir(), "verdant-lh-"));
  const output = join(dir, "report.json");
  try {
    // Asynchronous: the bench's Firestore request counter shares this process's event loop.
    const { status, stderr } = await new Promise((resolve) => {
      const child = spawn(process.execPath, [cli, url, "--output=json", `--output-path=${output}`, "--save-assets", "--quiet", `--chrome-flags=${chromeFlags}`], {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ["ignore", "ignore", "pipe"],
        timeout: 180_000,
      });
      let errors = "";
      child.stderr.on("data", (chunk) => (errors += chunk));
      child.on("exit", (code) => resolve({ status: code, stderr: errors }));
    });
    if (status !== 0) throw new Error(`Lighthouse failed on ${url}: ${stderr}`);
    const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
    const report = readJson(output);
    // The saved assets sit beside the report, named after it. The trace is a few MB: read once,
    // for the main-thread figures and for Lantern alike.
    const trace = readJson(join(dir, "report-0.trace.json"));
    const tasks = mainThreadTasksOfTrace(trace);
    const observed = report.audits.metrics?.details?.items?.[0] ?? {};
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const numeric = (id) => report.audits[id]?.numericValue ?? NaN;
    const lantern = await lanternLcp(report, trace, readJson(join(dir, "report-0.devtoolslog.json")));
    // The scripts column explains the LCP column only if it comes from the same simulation.
    if (Math.abs(lantern.lcpMs - numeric("largest-contentful-paint")) > 1) {
      throw new Error(`Lantern gave ${Math.round(lantern.lcpMs)} ms for ${url}, the report ${Math.round(numeric("largest-contentful-paint"))} ms`);
    }
    const requests = report.audits["network-requests"]?.details?.items ?? [];
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      // When the unthrottled page really painted first.
      observedPaintMs: observed.observedFirstContentfulPaint ?? NaN,
      // Lighthouse's own CPU speed reading of this machine at the time of the run.
      benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
      mainThread: mainThreadTime(tasks),
      // The script downloads the simulated LCP waited for.
      scriptKBOnLcpPath: [...lantern.scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1000,
      browserFirestoreRequests: requests.filter(({ url: requestUrl }) => firestoreHosts.some((host) => requestUrl.includes(host))).length,
      failing: Object.values(report.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 0.9)
          .map((ref) => `${category.id}:${ref.id}`),
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function chromiumVersion() {
  return spawnSync(chromiumPath, ["--version"], { encoding: "utf8" }).stdout?.trim() || "unknown";
}
