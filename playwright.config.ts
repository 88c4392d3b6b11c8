import { defineConfig, devices } from "@playwright/test";

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
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    // Signs each seeded role in once (tests/e2e/support/roles.ts); specs not about signing in start from it.
    { name: "roles", testMatch: /roles\.setup\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, grepInvert: /@mobile/, dependencies: ["roles"] },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions }, grep: /@mobile/, dependencies: ["roles"] },
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
