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
    // The Firestore emulator is not built for contention (firebase/firebase-tools#6758): on a busy
    // 2-core CI machine a concurrency test sometimes loses a transaction the emulator closed. A
    // test that fails twice is a real failure; once is reported as a retry, as e2e does in CI.
    retry: 1,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
