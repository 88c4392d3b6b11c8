// node scripts/with-emulators.mjs [--seed] -- <command> [args…]
// Runs a command against fresh emulators on the test ports (firebase.json's + 100, so a running
// `npm run dev` keeps its data), optionally seeded, and stops them afterwards whatever happens.
import { spawn } from "node:child_process";
import { tsImport } from "tsx/esm/api";
import { emulatorEnv, readConfig, startEmulators, stopOnExit } from "./lib/emulators.mjs";

// TEST_PORT_OFFSET lets a second suite run beside the first (e.g. 200: Firestore 8280, Auth 9299).
export const TEST_PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 100);

const separator = process.argv.indexOf("--");
const options = process.argv.slice(2, separator === -1 ? undefined : separator);
const [command, ...args] = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command) {
  console.error("Usage: node scripts/with-emulators.mjs [--seed] -- <command> [args…]");
  process.exit(2);
}

const config = readConfig({ portOffset: TEST_PORT_OFFSET });
let emulators;
try {
  emulators = await startEmulators(config);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const finish = stopOnExit(emulators.stop);
const env = { ...process.env, ...emulatorEnv(config) };

try {
  if (options.includes("--seed")) {
    Object.assign(process.env, emulatorEnv(config));
    // The seed is TypeScript (it imports the app's own modules): loaded through tsx (decision 0220).
    const { seed } = await tsImport("./seed.ts", import.meta.url);
    await seed({ quiet: true });
  }
} catch (error) {
  console.error(`Seeding failed: ${error.stack ?? error}`);
  await finish(1);
}

const child = spawn(command, args, { env, stdio: "inherit", shell: process.platform === "win32" });
child.on("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
child.on("error", async (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  await finish(1);
});
