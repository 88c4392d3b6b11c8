// npm run dev: the emulators (reused when already running), the seed when Firestore is empty,
// then next dev on http://localhost:3000. Ctrl-C stops all of it; data stays in .emulator-data/.
import { spawn } from "node:child_process";
import path from "node:path";
import { emulatorEnv, isEmpty, readConfig, root, startEmulators, stopOnExit } from "./lib/emulators.mjs";
import { newOutboxLines, watchOutbox } from "./lib/outbox.mjs";
import { tsImport } from "tsx/esm/api";

const config = readConfig();
let emulators;
try {
  emulators = await startEmulators(config, { dataDir: path.join(root, ".emulator-data") });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
let next;
let stopOutbox = () => {};
const finish = stopOnExit(async () => {
  stopOutbox();
  if (next && next.exitCode === null) next.kill("SIGINT");
  await emulators.stop();
});

// Values from the shell or .env.local win, so `npm run dev` can also point at a real project.
const env = { ...emulatorEnv(config), ...process.env };
Object.assign(process.env, env);
if (env.NEXT_PUBLIC_USE_EMULATORS === "true" && (await isEmpty(config))) {
  console.log("The emulator is empty: seeding the demo data…");
  // The seed is TypeScript (it imports the app's own modules): loaded through tsx (decision 0220).
  const { seed } = await tsImport("./seed.ts", import.meta.url);
  await seed();
}

if (env.NEXT_PUBLIC_USE_EMULATORS === "true") {
  // Links from before this start were printed by an earlier run; only new ones are news.
  await newOutboxLines(config).catch(() => []);
  stopOutbox = watchOutbox(config);
}

next = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "dev", ...process.argv.slice(2)], {
  env,
  stdio: "inherit",
});
next.on("exit", (code) => finish(code ?? 0));
