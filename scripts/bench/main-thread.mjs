// How much of the main thread's busy time in a Lighthouse run the renderer spent on the CPU.
// Lighthouse's simulation multiplies each task's wall time by 4, waiting included: a task blocked
// on another process (a font lookup in the browser) or descheduled on a loaded machine counts as
// if it had computed all along. The gap between the two figures is that waiting.
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

/**
 * Wall and CPU time (ms) of the top-level tasks among `tasks` (Lighthouse's main-thread tasks:
 * `duration` in ms, `event.tdur` the thread time in µs). Nested tasks are inside their parent's
 * figures. CPU is NaN when the trace did not record thread time.
 */
export function mainThreadTime(tasks) {
  let wallMs = 0;
  let cpuMs = 0;
  for (const task of tasks) {
    if (task.parent) continue;
    wallMs += task.duration;
    cpuMs += typeof task.event.tdur === "number" ? task.event.tdur / 1000 : NaN;
  }
  return { wallMs, cpuMs };
}

/** Lighthouse's main-thread tasks of a trace it saved with `--save-assets`, nested ones included. */
export function mainThreadTasksOfTrace(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const { mainThreadEvents, frames, timestamps } = processed;
  return MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin);
}
