import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const file = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Plain TypeScript needs no DOM; jsdom costs each file ~1 s to start, so only component tests
// (.tsx) and the few .ts files that touch the browser's globals get it.
const DOM_TS = [
  "tests/unit/cookies/cookie-banner-gate.test.ts",
  "tests/unit/auth/session-hint.test.ts",
  "tests/unit/storage/storage-limits.test.ts",
  "tests/unit/product/just-posted.test.ts",
  "tests/unit/store/cart-listeners.test.ts",
  "tests/unit/storage-rules.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "@": file("."),
      // `server-only` throws outside a React Server Components bundle; tests import server
      // modules directly, as the server would.
      "server-only": file("node_modules/server-only/empty.js"),
    },
  },
  // React 19's automatic runtime, without a React plugin (Vite plugins for React need Node 22).
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    globals: true,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Vitest's default is one worker fewer than there are cores: one worker on the 2-core CI
    // machine, which left a core idle while 139 files ran one after another (decision 0140).
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: { name: "node", environment: "node", isolate: false, setupFiles: ["tests/fresh-modules.ts"], include: ["tests/unit/**/*.test.ts"], exclude: DOM_TS },
      },
      {
        extends: true,
        test: {
          name: "jsdom",
          environment: "jsdom",
          isolate: false,
          include: ["tests/unit/**/*.test.tsx", ...DOM_TS],
          setupFiles: ["tests/fresh-modules.ts", "tests/unit/setup.ts"],
        },
      },
    ],
  },
});
