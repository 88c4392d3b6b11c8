import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The full Firestore SDK is about 4x the size of the Lite one; the browser reads and writes
// through firebase/firestore/lite only.
const fullFirestore = { name: "firebase/firestore", message: "Use firebase/firestore/lite." };
// Next's own <Link> prefetches every link in view; ours waits for intent (components/ui/link.tsx).
const nextLink = { name: "next/link", message: "Use Link from @/components/ui/link: it prefetches on intent, not on sight." };
const firebaseOutsideLib = { regex: "^firebase(-admin)?(/.*)?$", message: "Import Firebase only inside lib/." };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // UI and state reach Firebase only through lib/ (STYLE.md "Data access"), so component
    // tests can mock @/lib/db/* and never need the emulator.
    files: ["app/**", "components/**", "store/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [fullFirestore, nextLink],
          patterns: [firebaseOutsideLib],
        },
      ],
    },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [firebaseOutsideLib] }],
    },
  },
  {
    files: ["lib/**"],
    rules: { "no-restricted-imports": ["error", { paths: [fullFirestore] }] },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
    ".emulator-data/**",
    "scripts/bench/reference-app/.next/**",
    "scripts/bench/reference-app/next-env.d.ts",
  ]),
]);
