// The table `npm test` ends with: each step's wall time and, where the kernel counts it
// (scripts/lib/step-cpu.mjs), its CPU. Wall time says how long a run took on this machine at
// this load; CPU says how much work the suite is, which is what a 2-core machine has to fit.

const seconds = (s) => `${s.toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;

/**
 * @param {{ name: string, code: number | "stopped", ms: number, group: number, cpu?: number | null }[]} results
 * @param {{ totalMs: number, sharedCpu?: number | null }} run sharedCpu: what no single step owns
 *   (the emulators the steps share, the seeds, this script itself)
 */
export function formatStepTable(results, { totalMs, sharedCpu = null }) {
  const shared = "emulators, seeds and npm test itself";
  const width = Math.max(...results.map((result) => result.name.length), shared.length);
  const lines = ["", "npm test: time per step (steps not parted by a blank line ran side by side)", "", `  ${"".padEnd(width)}  ${"wall".padStart(10)}  ${"CPU".padStart(10)}`];
  let last = results[0]?.group;
  for (const { name, code, ms, group, cpu } of results) {
    if (group !== last) lines.push("");
    last = group;
    const status = code === 0 ? "ok" : code === "stopped" ? "stopped" : `failed (exit ${code})`;
    lines.push(`  ${name.padEnd(width)}  ${seconds(ms / 1000).padStart(10)}  ${(cpu == null ? "" : seconds(cpu)).padStart(10)}  ${status}`);
  }
  const counted = results.map((result) => result.cpu).filter((cpu) => cpu != null);
  if (sharedCpu != null) lines.push("", `  ${shared.padEnd(width)}  ${"".padStart(10)}  ${seconds(sharedCpu).padStart(10)}`);
  lines.push("");
  if (counted.length && sharedCpu != null) {
    const cpu = counted.reduce((sum, each) => sum + each, sharedCpu);
    lines.push(`  ${"total".padEnd(width)}  ${seconds(totalMs / 1000).padStart(10)}  ${seconds(cpu).padStart(10)}  ${(cpu / (totalMs / 1000)).toFixed(2)} cores busy on average`);
  } else {
    lines.push(`  ${"total".padEnd(width)}  ${seconds(totalMs / 1000).padStart(10)}`);
  }
  return lines.join("\n");
}
