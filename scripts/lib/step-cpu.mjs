// The CPU a step of `npm test` used, counted by the kernel in a cgroup of its own: every process
// the step starts, and every process those start, is counted, also one its parent never waits
// for. (A process's cutime in /proc counts only the children it waited for, and Chromium's
// renderers are not: that way e2e showed 489 CPU-s of the 1,400 or so it used.) The machine's
// own work (its kernel threads, other users) is not in it, so the figure does not move with the
// load. It needs a writable cgroup hierarchy, as root on a CI machine has; elsewhere it is null.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const UNIFIED = "/sys/fs/cgroup";
const CPUACCT = "/sys/fs/cgroup/cpuacct";

/** The hierarchy that counts CPU (cgroup v2, else v1's cpuacct), and where this process sits in it. */
function hierarchy() {
  const lines = readFileSync("/proc/self/cgroup", "utf8").trim().split("\n").map((line) => line.split(":"));
  if (existsSync(path.join(UNIFIED, "cgroup.controllers"))) {
    const own = lines.find(([id]) => id === "0");
    if (own) return { dir: path.join(UNIFIED, own[2]), seconds: (dir) => Number(/^usage_usec (\d+)$/m.exec(readFileSync(path.join(dir, "cpu.stat"), "utf8"))?.[1]) / 1e6 };
  }
  const own = lines.find(([, controllers]) => controllers.split(",").includes("cpuacct"));
  if (own && existsSync(path.join(CPUACCT, "cpuacct.usage"))) return { dir: path.join(CPUACCT, own[2]), seconds: (dir) => Number(readFileSync(path.join(dir, "cpuacct.usage"), "utf8")) / 1e9 };
  return null;
}

const moveTo = (dir) => writeFileSync(path.join(dir, "cgroup.procs"), String(process.pid));

/**
 * Puts this process in a new cgroup `name` and returns its account, or null where the kernel's
 * accounting cannot be used here. What this process starts from now on is counted in it.
 */
export function openCpuAccount(name) {
  let home;
  let made;
  try {
    home = hierarchy();
    if (!home) return null;
    const dir = path.join(home.dir, name);
    mkdirSync(dir);
    made = dir;
    moveTo(dir);
    const parts = [];
    return {
      /** CPU seconds of everything started inside the account so far. */
      seconds: () => home.seconds(dir),
      /**
       * Calls `start`, which must start its processes before it returns (as `spawn` does), in a
       * group of the account's own: what those processes and theirs use is counted there.
       */
      inside(partName, start) {
        const part = path.join(dir, `${parts.length + 1}-${partName.replace(/[^a-z0-9]+/gi, "-")}`);
        mkdirSync(part);
        parts.push(part);
        moveTo(part);
        try {
          return { started: start(), seconds: () => home.seconds(part) };
        } finally {
          moveTo(dir);
        }
      },
      /** Leaves the account; its groups go once nothing runs in them. */
      close() {
        moveTo(home.dir);
        for (const group of [...parts, dir]) {
          try {
            rmdirSync(group);
          } catch {
            // A process still running in it (one that outlived its step) keeps it.
          }
        }
      },
    };
  } catch {
    // No cgroups here, or no right to make or join one.
    if (made) rmdirSync(made);
    return null;
  }
}
