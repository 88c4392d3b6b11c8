import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openCpuAccount } from "../../../scripts/lib/step-cpu.mjs";
import { formatStepTable } from "../../../scripts/lib/step-table.mjs";

// Busy until it has used `ms` of CPU, however loaded the machine is.
const spin = (ms: number) => `const used = () => { const { user, system } = process.cpuUsage(); return user + system; }; const end = used() + ${ms * 1000}; while (used() < end);`;

// The kernel's accounting needs a writable cgroup hierarchy (root on a CI machine); where there
// is none the table has no CPU column, and this part is not tested.
const probe = openCpuAccount(`npm-test-probe-${process.pid}`);
probe?.close();

describe("the CPU column of npm test's table", () => {
  it.skipIf(!probe)("counts a step's process that its parent never waits for, and nothing of the process that started the step", async () => {
    const account = openCpuAccount(`npm-test-check-${process.pid}-${Date.now()}`)!;
    try {
      // The step starts a process that outlives it, as Chromium's renderers outlive Playwright's
      // wait for the browser, and exits at once; the orphan spins 600 ms and leaves a file.
      const done = join(mkdtempSync(join(tmpdir(), "npm-test-cpu-")), "done");
      const orphan = `${spin(600)} require("node:fs").writeFileSync(${JSON.stringify(done)}, "");`;
      const step = `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(orphan)}], { detached: true, stdio: "ignore" }).unref();`;
      const part = account.inside("step", () => spawn(process.execPath, ["-e", step], { stdio: "ignore" }));
      await new Promise((resolve) => part.started.on("exit", resolve));
      // This process's own work from here on is the account's, not the step's.
      new Function(spin(1000))();
      await expect.poll(() => existsSync(done), { timeout: 20_000 }).toBe(true);
      expect(part.seconds()).toBeGreaterThanOrEqual(0.6);
      expect(part.seconds()).toBeLessThan(1.6);
      expect(account.seconds()).toBeGreaterThanOrEqual(part.seconds() + 1);
    } finally {
      account.close();
    }
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
