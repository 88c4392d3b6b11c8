import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Rules and data-layer tests share one emulator, so files run one after another.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    environment: "node",
    globals: true,
    include: ["tests/rules/**/*.test.ts", "tests/db/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
