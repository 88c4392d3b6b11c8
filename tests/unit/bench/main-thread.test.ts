import { describe, expect, it } from "vitest";
import { mainThreadTime } from "../../../scripts/bench/main-thread.mjs";

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
