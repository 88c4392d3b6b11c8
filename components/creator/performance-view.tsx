"use client";

import { Button } from "@/components/ui/button";
import { useCallback, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useLoad } from "@/components/ui/use-load";
import type { DayRange } from "@/lib/creator/vienna-days";
import { NoCoursesYet } from "./no-courses-yet";
import { firstRange, PerformancePeriod } from "./performance-period";
import { PerformanceProducts } from "./performance-products";
import { PerformanceRevenue } from "./performance-revenue";
import { PerformanceSummary } from "./performance-summary";
import { formatDay } from "@/lib/utils/format";

// Loaded on first use: the route helpers bring Firebase Auth, which the first paint does not need.
const creatorApi = () => import("@/lib/api/creator");

/** /dashboard/performance: the signed-in creator's figures for a range of Vienna days. */
export function PerformanceView() {
  const [range, setRange] = useState<DayRange>(firstRange);
  // The creator's ID token exists only in the browser, so the figures load after hydration.
  const { state: load, reload } = useLoad(useCallback(async () => (await creatorApi()).fetchPerformance(range), [range]));
  const [downloadError, setDownloadError] = useState("");
  const [downloading, setDownloading] = useState(false);
  const empty = load.status === "ready" && load.value.products.length === 0;

  const download = async () => {
    setDownloadError("");
    setDownloading(true);
    try {
      await (await creatorApi()).downloadPerformanceCsv(range);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : "The download failed. Please try again.");
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-8">
      <PerformancePeriod range={range} onChange={setRange} />

      <div aria-live="polite" className="sr-only">
        {load.status === "loading" ? "Loading figures…" : load.status === "ready" ? `Figures for ${formatDay(range.from)} to ${formatDay(range.to)} loaded.` : ""}
      </div>

      {load.status === "failed" ? <LoadError message="Your figures could not be loaded." onRetry={reload} /> : null}
      {load.status === "loading" ? (
        <p role="status" className="text-slate-700">
          Loading figures…
        </p>
      ) : null}
      {/* No published course and nothing sold in the range: a page of zeros would tell nothing. */}
      {empty ? <NoCoursesYet>Once a course of yours is published, its sales, enrolments and ratings show here, day by day.</NoCoursesYet> : null}
      {load.status === "ready" && !empty ? (
        <div className="space-y-8">
          <PerformanceSummary totals={load.value.totals} />
          <PerformanceRevenue data={load.value} />
          <PerformanceProducts data={load.value} />
        </div>
      ) : null}

      {empty ? null : (
        <div className="space-y-2">
          <Button onClick={() => void download()} disabled={downloading || load.status !== "ready"}>
            {downloading ? "Preparing CSV…" : "Download CSV"}
          </Button>
          {downloadError ? (
            <p role="alert" className="text-sm text-red-700">
              {downloadError}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
