import { describe, expect, it } from "vitest";
import { mainThreadTime, scriptsRunBefore } from "../../../scripts/bench/main-thread.mjs";

// Lighthouse's main-thread tasks: `duration` in ms, the trace event's `tdur` (thread time) in µs,
// nested tasks linked to their parent.
const task = (duration: number, tdurMs: number | undefined, parent?: object) => ({ duration, parent, event: { tdur: tdurMs === undefined ? undefined : tdurMs * 1000 } });

describe("main-thread time of a Lighthouse run", () => {
  it("tells the time a task spent waiting from the time it computed", () => {
    // A style pass that waited 150 ms for the browser's font lookup, and a script that ran.
    const figures = mainThreadTime([task(180, 30), task(60, 55)]);
    expect(figures.wallMs).toBe(240);
    expect(figures.cpuMs).toBe(85);
  });

  it("counts a nested task once, inside its parent", () => {
    const parent = task(100, 40);
    const figures = mainThreadTime([parent, task(70, 30, parent), task(20, 20)]);
    expect(figures).toEqual({ wallMs: 120, cpuMs: 60 });
  });

  it("reports no CPU figure when the trace recorded no thread time", () => {
    expect(mainThreadTime([task(50, undefined)]).cpuMs).toBeNaN();
  });
});

describe("scripts Lantern counts into a paint", () => {
  const evaluate = (url: string, startTime: number, parent?: object) => ({ startTime, parent, event: { name: "EvaluateScript", args: { data: { url } } } });

  it("counts a script whose task began before the paint, and not one that ran after it", () => {
    const urls = scriptsRunBefore([evaluate("/a.js", 180), evaluate("/b.js", 230)], 207);
    expect([...urls]).toEqual(["/a.js"]);
  });

  it("times a nested evaluation by the top-level task it ran in, as Lantern does", () => {
    // The task began before the paint; the evaluation inside it only after.
    const task = { startTime: 200, event: { name: "RunTask" } };
    expect([...scriptsRunBefore([task, evaluate("/c.js", 210, task)], 207)]).toEqual(["/c.js"]);
  });

  it("ignores inline scripts and other tasks", () => {
    const inline = { startTime: 100, event: { name: "EvaluateScript", args: { data: {} } } };
    expect(scriptsRunBefore([inline, { startTime: 90, event: { name: "Layout" } }], 207).size).toBe(0);
  });
});
