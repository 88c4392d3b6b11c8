import { describe, expect, it } from "vitest";
import { renderReport } from "../../../scripts/bench/report.mjs";

// One route's median figures as scripts/bench/run.mjs hands them to the report.
const median = (tbtMs: number, performance = 99) => ({
  performance,
  worstPerformance: performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs,
  cls: 0,
  benchmarkIndex: 1659,
  mainThread: { wallMs: 200, cpuMs: 100 },
  observedPaintsMs: [80],
  browserFirestoreRequests: 0,
});
const row = (label: string, tbtMs: number, extra: object = {}) => ({
  label,
  median: median(tbtMs),
  results: [{ lcpMs: 1800, scriptKBOnLcpPath: 90 }],
  js: { kB: 150 },
  serverCold: 0,
  serverWarm: 0,
  ...extra,
});
const report = (referenceTbtMs: number, pageTbtMs: number) =>
  renderReport({
    date: new Date("2026-11-25T16:00:00Z"),
    machine: "test",
    runs: 3,
    buildSeconds: 20,
    rows: [row("Reference: a bare Next.js page", referenceTbtMs, { reference: true }), row("/", pageTbtMs)],
    interactions: [],
    serverFigures: [],
    budgets: [],
    htmlBudgets: [],
  });

describe("the bench's verdicts", () => {
  it("names the goal a page missed", () => {
    expect(report(100, 250)).toContain("- /: ✗ TBT 250 ms > 150 ms");
  });

  it("says when the bare reference page, its control, met the page goals", () => {
    expect(report(100, 120)).toContain("- Control, Reference: a bare Next.js page: ✓ within the page goals");
    expect(report(100, 120)).toContain("- /: ✓ all goals met");
  });

  it("says when the framework alone missed a goal, with the machine's CPU index, and still judges the pages", () => {
    const text = report(154, 250);
    expect(text).toContain("- Control, Reference: a bare Next.js page: ✗ TBT 154 ms > 150 ms. The framework alone missed a goal: this machine ran slower than usual (CPU index 1659)");
    expect(text).toContain("- /: ✗ TBT 250 ms > 150 ms");
  });
});
