// Which scripts Lighthouse's simulated LCP waited for, asked of Lantern itself (the computed
// artifact the LCP audit uses) instead of guessed from the trace. Lantern drops main-thread
// tasks under 10 ms from its graph and then counts a script that had downloaded before the real
// LCP as needed for it when it cannot find the task that ran it, wherever that task came.
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/** The script downloads (url → transfer bytes) among a simulation's nodes. */
export function scriptDownloads(nodes) {
  const scripts = new Map();
  for (const node of nodes) {
    if (node.type === "network" && node.request.resourceType === "Script") scripts.set(node.request.url, node.request.transferSize);
  }
  return scripts;
}

/** Lantern's LCP (ms) of a run saved with `--save-assets`, and the scripts it waited for. */
export async function lanternLcp(report, trace, devtoolsLog) {
  const url = report.finalDisplayedUrl;
  const data = {
    trace,
    devtoolsLog,
    gatherContext: { gatherMode: "navigation" },
    settings: report.configSettings,
    simulator: null,
    URL: { requestedUrl: report.requestedUrl, mainDocumentUrl: report.mainDocumentUrl ?? url, finalDisplayedUrl: url },
    SourceMaps: [],
  };
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  return { lcpMs: result.timing, scripts: scriptDownloads(result.optimisticEstimate.nodeTimings.keys()) };
}
