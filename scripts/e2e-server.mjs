// node scripts/e2e-server.mjs <port>: the production server Playwright's webServer starts.
// Cached Firestore reads (unstable_cache, kept in .next/cache/fetch-cache across builds) are
// dropped first: each run seeds fresh emulators, and a previous run's catalogue must not leak in.
// `npm run test:e2e` alone builds first; `npm test` builds once in its own step and sets
// E2E_USE_BUILD=1, so the server starts that build (and refuses to start without one).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

const port = process.argv[2] ?? "3100";

rmSync(".next/cache/fetch-cache", { recursive: true, force: true });
if (process.env.E2E_USE_BUILD === "1") {
  // BUILD_ID is written early; the prerender manifest only by a build that finished.
  if (!existsSync(".next/BUILD_ID") || !existsSync(".next/prerender-manifest.json")) {
    console.error("E2E_USE_BUILD=1 but .next holds no finished build: run `npm run test:build` first.");
    process.exit(1);
  }
} else if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) {
  process.exit(1);
}

const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port, "-H", "127.0.0.1"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
