/**
 * Runs `task` once the main thread has painted the current update: a requestAnimationFrame
 * callback runs just before the paint, and a timeout queued from it runs after. Work a tap does
 * not need to show its answer (a toast, a prefetch) goes here, so the answer is painted first
 * (https://web.dev/articles/optimize-inp#yield_to_allow_rendering_work_to_occur_sooner). Raster
 * and draw still follow on other threads; heavier work waits longer (see tab-hash-writer.ts).
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
