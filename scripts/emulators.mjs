// npm run emulators [-- --fresh]: the local Firestore and Auth emulators and the Storage stand-in, with data kept in
// .emulator-data/ across restarts (--fresh starts empty and keeps nothing).
import { rmSync } from "node:fs";
import path from "node:path";
import { readConfig, root, startEmulators, stopOnExit } from "./lib/emulators.mjs";

const fresh = process.argv.includes("--fresh");
const dataDir = path.join(root, ".emulator-data");
if (fresh) rmSync(dataDir, { recursive: true, force: true });

try {
  const emulators = await startEmulators(readConfig(), { dataDir });
  if (emulators.reused) process.exit(0);
  console.log("Press Ctrl-C to stop; the data is saved to .emulator-data/.");
  stopOnExit(emulators.stop);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
