// npm run test:rules [-- vitest args…]: the rules and data-layer tests, in two Vitest processes
// with their own emulators each (the second on TEST_PORT_OFFSET + 1000), the files split between
// them by how long each took in CI (decisions 0118, 0153). Files of one process still run one
// after another: they share its emulators. With arguments (e.g. a file), one process runs them.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
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

// Seconds each file's tests took in a CI run (vitest's per-file time, without the ~0.2 s its
// imports take now that a process's files share its modules, decision 0199). File size alone was a poor guess: a few concurrency tests (20 payments at once)
// take 16 s in a small file, and the size split left one process 45 s behind the other.
// A file not listed yet is guessed from its size at the listed files' seconds per byte.
const MEASURED = JSON.parse(readFileSync(path.join(root, "scripts/rules-file-seconds.json"), "utf8"));
const IMPORT_SECONDS = 0.2;

function estimates(files) {
  const bytes = (file) => statSync(path.join(root, file)).size;
  const known = files.filter((file) => file in MEASURED);
  const perByte = known.reduce((sum, file) => sum + MEASURED[file], 0) / Math.max(1, known.reduce((sum, file) => sum + bytes(file), 0));
  return files.map((file) => ({ file, seconds: IMPORT_SECONDS + (MEASURED[file] ?? bytes(file) * perByte) }));
}

/** Longest first onto the shard with the least so far. */
function split(files, count) {
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const { file, seconds } of estimates(files).sort((a, b) => b.seconds - a.seconds)) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += seconds;
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
