import { defineConfig, devices } from "@playwright/test";
import { baselineDir } from "./tests/e2e/support/visual";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's chromium, never a downloaded browser: these machines reach only npm and Debian.
// The flags keep it off the network and let it run as root in CI.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

// A run of chosen spec files skips the screenshots; a whole run takes them before anything else.
const chosenFiles = process.argv.filter((arg) => /\.(spec|setup)\.ts$/.test(arg));
const afterScreenshots = chosenFiles.length === 0 || chosenFiles.some((file) => file.includes("visual")) ? ["roles", "visual"] : ["roles"];

export default defineConfig({
  testDir: "tests/e2e",
  // A hang detector, not a speed check (that is npm run bench): journeys of 20+ steps took up to
  // 31 s on a busy 2-core CI machine with two workers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Screenshot baselines per Chromium major (tests/e2e/support/visual.ts); never written by a plain run.
  snapshotPathTemplate: `${baselineDir()}/{arg}{ext}`,
  updateSnapshots: process.env.UPDATE_VISUAL === "1" ? "all" : "none",
  // Recording a trace cost a fifth of e2e's CPU (DOM snapshots and screencast frames of every step,
  // decision 0200): CI records one when it retries a failed test, a local run keeps a failure's.
  // One browser context per worker, emptied between tests (cookies, storages, IndexedDB, cache,
  // pages, routes, init scripts, clock), instead of a new one per test: a new context and its
  // renderer cost more CPU than most tests' own steps (decision 0200). What the reset leaves, no
  // spec may change on the shared context (tests/unit/architecture/e2e-shared-context.test.ts).
  use: { baseURL, trace: process.env.CI ? "on-first-retry" : "retain-on-failure", reuseContext: true, launchOptions },
  projects: [
    // Signs each seeded role in once (tests/e2e/support/roles.ts); specs not about signing in start from it.
    { name: "roles", testMatch: /roles\.setup\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions } },
    // Screenshots first, while the data is the seed's (tests/e2e/visual.spec.ts).
    { name: "visual", testMatch: /visual\.spec\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions }, dependencies: ["roles"] },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testIgnore: /visual\.spec\.ts$/, grepInvert: /@mobile/, dependencies: afterScreenshots },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions }, testIgnore: /visual\.spec\.ts$/, grep: /@mobile/, dependencies: afterScreenshots },
  ],
  webServer: {
    // A production build: what users get. scripts/e2e-server.mjs drops the cached Firestore reads
    // of earlier runs, builds unless `npm test` already did (E2E_USE_BUILD=1), and starts it.
    command: `node scripts/e2e-server.mjs ${port}`,
    url: baseURL,
    timeout: 300_000,
    // Locally a running `next dev` on the port is reused for quick iterations; CI always starts its own.
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: { E2E_ROUTES: "true" },
  },
});
