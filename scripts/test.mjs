// npm test: every check, in order, stopping at the first failure with its exit code; a table of
// how long each step took is printed at the end, also after a failure, so a slow step shows.
// `next build` runs once, as its own step: the e2e web server, test:cache and the bundle check
// all use that build (E2E_USE_BUILD tells playwright.config.ts not to build again).
import { spawn } from "node:child_process";

// Lint and the type check are independent and mostly single-threaded: on 2 cores they share the
// machine well (decision 0117).
const STEPS = [
  [
    ["lint", "npm", ["run", "lint"]],
    ["typecheck", "npm", ["run", "typecheck"]],
  ],
  [["unit", "npm", ["run", "test:unit"]]],
  [["rules+db", "npm", ["run", "test:rules"]]],
  [["build", "npm", ["run", "test:build"]]],
  [["e2e", "npm", ["run", "test:e2e"], { E2E_USE_BUILD: "1" }]],
  [["shared cache", "npm", ["run", "test:cache"]]],
  [["bundle budget", "npm", ["run", "check:bundle"]]],
];

const results = [];

function run([name, command, args, env = {}]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    const done = (code) => {
      results.push({ name, code, ms: Date.now() - started });
      resolve(code);
    };
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`Could not run ${name}: ${error.message}`);
      done(1);
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTable(totalMs) {
  const width = Math.max(...results.map((result) => result.name.length), "total".length);
  console.log("\nnpm test: time per step");
  for (const { name, code, ms } of results) {
    console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}  ${code === 0 ? "ok" : `failed (exit ${code})`}`);
  }
  console.log(`  ${"total".padEnd(width)}  ${seconds(totalMs).padStart(8)}`);
}

const started = Date.now();
let failure = 0;
for (const group of STEPS) {
  const codes = await Promise.all(group.map(run));
  failure = codes.find((code) => code !== 0) ?? 0;
  if (failure) break;
}
printTable(Date.now() - started);
process.exit(failure);
