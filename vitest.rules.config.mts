import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const file = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Rules and data-layer tests share one set of emulators, so a process runs its files one after
// another; `npm run test:rules` runs two such processes, each with its own emulators and half of
// the files (scripts/test-rules.mjs, decision 0118).
export default defineConfig({
  resolve: {
    alias: {
      "@": file("."),
      // `server-only` throws outside a React Server Components bundle; tests import server
      // modules directly, as the server would.
      "server-only": file("node_modules/server-only/empty.js"),
    },
  },
  test: {
    environment: "node",
    globals: true,
    include: ["tests/rules/**/*.test.ts", "tests/db/**/*.test.ts"],
    fileParallelism: false,
    // One process for all its files, each with its own copy of our modules (decision 0199).
    isolate: false,
    setupFiles: ["tests/fresh-modules.ts", "tests/rules/fresh-apps.ts"],
    // No retries: the failures a retry used to hide were a real bug (mail lost when Firestore
    // started a webhook transaction again), and a concurrency test that fails once is worth reading.
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
