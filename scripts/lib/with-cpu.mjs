// `node scripts/lib/with-cpu.mjs <command> [args...]` runs the command and, once it has ended,
// tells the process that started this one over IPC how much CPU the command and every process
// under it used (scripts/lib/step-cpu.mjs). Its exit code is the command's.
import { spawn } from "node:child_process";
import { ownReapedCpuSeconds } from "./step-cpu.mjs";

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: "inherit" });

// A terminal's Ctrl-C reaches the command too (same process group): wait for it to end instead
// of dying first and losing its figure. A signal sent only to this process is passed on.
process.on("SIGINT", () => {});
for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));

child.on("error", (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  process.exitCode = 127;
});
child.on("close", (code, signal) => {
  if (process.connected) process.send({ cpuSeconds: ownReapedCpuSeconds() }, () => process.disconnect());
  process.exitCode ??= code ?? (signal ? 1 : 0);
});
