// The CPU a step of `npm test` used, counted by the kernel: a process's cutime and cstime in
// /proc/<pid>/stat add up the CPU of every descendant it waited for, also of those no timer sees
// (Chromium's renderers, `next start` under Playwright, an emulator's JVM). The machine's own
// work (its kernel threads, other users) is not in it, so the figure does not move with the load.
import { readFileSync } from "node:fs";

// USER_HZ: the kernel reports these fields in ticks of 1/100 s on every Linux architecture.
const TICKS_PER_SECOND = 100;

/** CPU seconds of the waited-for descendants in a /proc/<pid>/stat line, or null if it is not one. */
export function reapedCpuSeconds(stat) {
  // The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).trim().split(/\s+/);
  // fields[0] is field 3 (state): cutime and cstime are fields 16 and 17.
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  return Number.isFinite(cutime) && Number.isFinite(cstime) ? (cutime + cstime) / TICKS_PER_SECOND : null;
}

/** This process's reaped descendants' CPU seconds; null where there is no /proc (macOS). */
export function ownReapedCpuSeconds() {
  try {
    return reapedCpuSeconds(readFileSync("/proc/self/stat", "utf8"));
  } catch {
    return null;
  }
}

/** This process's own CPU seconds, user and system. */
export function ownCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
