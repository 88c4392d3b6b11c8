// npm run test:rules [-- vitest args…]: the rules and data-layer tests, in two Vitest processes
// with their own emulators each (the second on TEST_PORT_OFFSET + 1000), the files split between
// them by size (decision 0118). Files of one process still run one after another: they share its
// emulators. With arguments (e.g. a file), one process runs them as before.
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/emulators.mjs";

const SHARDS = Number(process.env.RULES_SHARDS ?? 2);
const BASE_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 100);
const CONFIG = ["--config", "vitest.rules.config.mts"];

function testFiles(dir) {
  return readdirSync(path.join(root, dir), { recursive: true })
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => path.join(dir, name));
}

/** Largest first onto the lightest shard: file size stands in for duration. */
function split(files, count) {
  const shards = Array.from({ length: count }, () => ({ bytes: 0, files: [] }));
  const sized = files.map((file) => ({ file, bytes: statSync(path.join(root, file)).size })).sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of sized) {
    const lightest = shards.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    lightest.files.push(file);
    lightest.bytes += bytes;
  }
  return shards.map((shard) => shard.files.sort());
}

function run(label, offset, vitestArgs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/with-emulators.mjs"), "--", "npx", "vitest", "run", ...CONFIG, ...vitestArgs], {
      cwd: root,
      env: { ...process.env, TEST_PORT_OFFSET: String(offset) },
      stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (label) {
      // Each line says which process it came from: their output interleaves.
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = "";
        from.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop();
          for (const line of lines) to.write(`${label} ${line}\n`);
        });
        from.on("end", () => rest && to.write(`${label} ${rest}\n`));
      }
    }
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);
let codes;
if (args.length || SHARDS < 2) {
  codes = [await run(null, BASE_OFFSET, args)];
} else {
  const shards = split([...testFiles("tests/rules"), ...testFiles("tests/db")], SHARDS);
  codes = await Promise.all(shards.map((files, index) => run(`[${index + 1}/${SHARDS}]`, BASE_OFFSET + 1000 * index, files)));
}
process.exit(codes.find((code) => code !== 0) ?? 0);
