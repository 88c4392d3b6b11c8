// npm test: every check, stopping at the first failure with its exit code; a table of how long
// each step took is printed at the end, also after a failure, so a slow step shows.
//
// The order keeps both cores of a 2-core CI machine busy and does nothing twice (decision 0153):
// - Seeded emulators for the build and e2e start once, while ESLint (one core) runs; the build
//   then runs against them beside ESLint. e2e uses the same emulators and the same seed: the
//   build only reads.
// - `next build` skips its own type check (NPM_TEST_TYPECHECK=after-build, read by
//   next.config.ts): the typecheck step runs `tsc` over the same tsconfig right after the build,
//   with the route types the build generated, and over the tests too. It runs beside the unit
//   tests.
// - `next build` runs once: the e2e web server, the shared-cache test and the bundle check all
//   use it (E2E_USE_BUILD tells scripts/e2e-server.mjs not to build again).
// - The shared-cache test (what `npm run test:cache` runs) uses the same emulators again,
//   emptied and seeded afresh, instead of starting its own.
// Each step runs in a cgroup of its own, so the table also gives the CPU it used: the work a
// 2-core machine has to fit, whatever else that machine was doing (decision 0201).
import { spawn } from "node:child_process";
import { clearEmulators, emulatorEnv, readConfig, startEmulators, stopOnExit, TSX } from "./lib/emulators.mjs";
import { openCpuAccount } from "./lib/step-cpu.mjs";
import { formatStepTable } from "./lib/step-table.mjs";

const TEST_PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 100);

const results = [];
let group = 0;

// Null where the kernel's accounting cannot be used (no writable cgroups): then wall time only.
const cpuAccount = openCpuAccount(`npm-test-${process.pid}`);

/**
 * Runs a command; resolves with its exit code and, where a step names it, a reader of the CPU it
 * and every process under it used (read at the end: a process may outlive the command).
 */
function exec(command, args, env = {}, step) {
  return new Promise((resolve) => {
    const start = () => spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    const counted = step && cpuAccount ? cpuAccount.inside(step, start) : { started: start(), seconds: undefined };
    const child = counted.started;
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), cpu: counted.seconds }));
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve({ code: 1, cpu: counted.seconds });
    });
  });
}

const running = new Map();

/** Times a step; `body` resolves with an exit code, or with one and a reader of the step's CPU. */
async function timed(name, body) {
  const step = { name, started: Date.now(), group };
  running.set(name, step);
  const outcome = await body();
  const { code, cpu } = typeof outcome === "number" ? { code: outcome, cpu: undefined } : outcome;
  running.delete(name);
  results.push({ name, code, ms: Date.now() - step.started, group: step.group, cpu });
  return code;
}

const run = (name, command, args, env) => timed(name, () => exec(command, args, env, name));

// The emulators for build and e2e, started and seeded once.
const config = readConfig({ portOffset: TEST_PORT_OFFSET });
const sessionEnv = emulatorEnv(config);
let session;

const seed = async () => (await exec(process.execPath, [...TSX, "scripts/seed.ts"], sessionEnv)).code;

async function startSession() {
  session = startEmulators(config);
  try {
    await session;
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  return seed();
}

/** Stops the emulators, also when Ctrl-C came while they were starting. */
async function stopSession() {
  const starting = session;
  session = undefined;
  const emulators = await starting?.catch(() => undefined);
  await emulators?.stop();
}

/**
 * Back to the seed alone: before e2e (the rules+db tests share these emulators) and before the
 * shared-cache test, which approves the seeded pending product that e2e approved already.
 */
async function reseed() {
  try {
    await clearEmulators(config);
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  return seed();
}

const STEPS = [
  [
    () => run("lint", "npm", ["run", "lint"]),
    async () =>
      (await timed("emulators + seed", startSession)) ||
      run("build", "npm", ["run", "build"], { ...sessionEnv, NPM_TEST_TYPECHECK: "after-build" }),
  ],
  [() => run("typecheck", "npm", ["run", "typecheck"]), () => run("unit", "npm", ["run", "test:unit"])],
  [() => run("rules+db", "npm", ["run", "test:rules"])],
  // One of the two rules+db processes runs on these emulators and clears them between files: e2e
  // starts from the seed whichever file came last.
  [async () => (await timed("emulators cleared + seed", reseed)) || run("e2e", "npx", ["playwright", "test"], { ...sessionEnv, E2E_USE_BUILD: "1" })],
  [async () => (await timed("emulators cleared + seed", reseed)) || run("shared cache", process.execPath, ["scripts/test-shared-cache.mjs"], sessionEnv)],
  [() => timed("emulators stop", async () => (await stopSession(), 0))],
  [() => run("bundle budget", "npm", ["run", "check:bundle"])],
];

function printTable(totalMs) {
  // Steps still running when Ctrl-C came.
  for (const { name, started, group: inGroup } of running.values()) results.push({ name, code: "stopped", ms: Date.now() - started, group: inGroup });
  const rows = results.map((result) => ({ ...result, cpu: result.cpu?.() ?? null }));
  // The whole run less the steps: the emulators (stopped by now), the seeds, this script.
  const total = cpuAccount?.seconds();
  const sharedCpu = total == null ? null : total - rows.reduce((sum, row) => sum + (row.cpu ?? 0), 0);
  cpuAccount?.close();
  console.log(formatStepTable(rows, { totalMs, sharedCpu }));
}

const started = Date.now();
const finish = stopOnExit(async () => {
  await stopSession();
  printTable(Date.now() - started);
});
let failure = 0;
for (const steps of STEPS) {
  group++;
  const codes = await Promise.all(steps.map((step) => step()));
  failure = codes.find((code) => code !== 0) ?? 0;
  if (failure) break;
}
await finish(failure);
