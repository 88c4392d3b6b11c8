/**
 * Runs `task` once the browser has painted the current update: a requestAnimationFrame callback
 * runs just before the paint, and a timeout queued from it runs after. Work a tap does not need
 * to show its answer (a toast, the URL) goes here, so the answer is on screen first
 * (https://web.dev/articles/optimize-inp#yield_to_allow_rendering_work_to_occur_sooner).
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
