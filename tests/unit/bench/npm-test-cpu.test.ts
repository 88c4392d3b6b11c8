import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { reapedCpuSeconds } from "../../../scripts/lib/step-cpu.mjs";
import { formatStepTable } from "../../../scripts/lib/step-table.mjs";

/** Runs `command` under scripts/lib/with-cpu.mjs as scripts/test.mjs does. */
function underWrapper(command: string[]) {
  return new Promise<{ code: number | null; cpu: number | null | undefined }>((resolve) => {
    let cpu: number | null | undefined;
    const child = spawn(process.execPath, ["scripts/lib/with-cpu.mjs", ...command], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
    child.on("message", (message: { cpuSeconds: number | null }) => (cpu = message.cpuSeconds));
    child.on("close", (code) => resolve({ code, cpu }));
  });
}

// Busy until it has used `ms` of CPU, however loaded the machine is.
const spin = (ms: number) => `const used = () => { const { user, system } = process.cpuUsage(); return user + system; }; const end = used() + ${ms * 1000}; while (used() < end);`;

describe("the CPU column of npm test's table", () => {
  it("reads a /proc stat line whose command name holds spaces and parentheses", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    const stat = "4242 (node (step) x) S 1 4242 4242 0 -1 4194560 10 20 0 0 55 7 12345 678 20 0 1 0 100";
    expect(reapedCpuSeconds(stat)).toBeCloseTo(130.23);
    expect(reapedCpuSeconds("not a stat line")).toBeNull();
  });

  it.runIf(process.platform === "linux")("counts a step's grandchildren, and passes its exit code on", async () => {
    // The step itself spins 300 ms and waits for a grandchild that spins 600 ms, as npm waits
    // for Playwright and Playwright for Chromium.
    const grandchild = JSON.stringify([process.execPath, "-e", spin(600)]);
    const step = `const [cmd, ...args] = ${grandchild}; require("node:child_process").spawnSync(cmd, args); ${spin(300)} process.exit(3);`;
    const { code, cpu } = await underWrapper([process.execPath, "-e", step]);
    expect(code).toBe(3);
    expect(cpu).toBeGreaterThanOrEqual(0.85);
    expect(cpu).toBeLessThan(5);
  });

  it("fails with 127 when the step's command does not exist", async () => {
    const { code, cpu } = await underWrapper(["no-such-command-for-npm-test"]);
    expect(code).toBe(127);
    expect(cpu ?? 0).toBeLessThan(1);
  });

  it("gives each step's wall time and CPU, what the steps share, and the total's cores in use", () => {
    const table = formatStepTable(
      [
        { name: "lint", code: 0, ms: 58_900, group: 1, cpu: 40.2 },
        { name: "emulators + seed", code: 0, ms: 20_700, group: 1, cpu: null },
        { name: "e2e", code: 2, ms: 718_300, group: 2, cpu: 1_290.44 },
        { name: "bundle budget", code: "stopped", ms: 700, group: 3, cpu: null },
      ],
      { totalMs: 1_031_100, sharedCpu: 150.3 },
    );
    const row = (name: string) => table.split("\n").find((line) => line.trimStart().startsWith(name))!.trim().split(/\s{2,}/);
    expect(row("lint")).toEqual(["lint", "58.9 s", "40.2 s", "ok"]);
    expect(row("emulators + seed")).toEqual(["emulators + seed", "20.7 s", "ok"]);
    expect(row("e2e")).toEqual(["e2e", "718.3 s", "1,290.4 s", "failed (exit 2)"]);
    expect(row("bundle budget")).toEqual(["bundle budget", "0.7 s", "stopped"]);
    expect(row("emulators, seeds")).toEqual(["emulators, seeds and npm test itself", "150.3 s"]);
    expect(row("total")).toEqual(["total", "1,031.1 s", "1,480.9 s", "1.44 cores busy on average"]);
    // Side by side steps share a block; the next group starts after a blank line.
    expect(table).toMatch(/emulators \+ seed.*\n\n\s+e2e/);
  });

  it("gives wall time alone where the kernel counts no CPU", () => {
    const table = formatStepTable([{ name: "lint", code: 0, ms: 1_000, group: 1, cpu: null }], { totalMs: 1_000, sharedCpu: null });
    expect(table).not.toMatch(/cores busy|emulators, seeds/);
    expect(table).toMatch(/total\s+1\.0 s$/);
  });
});
