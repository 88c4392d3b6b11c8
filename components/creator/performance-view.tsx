"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type FormEvent } from "react";
import { LoadError } from "@/components/ui/load-error";
import { TableScroll } from "@/components/ui/table-scroll";
import { TextField } from "@/components/ui/text-field";
import { checkRange, presetRange, RANGE_PRESETS, type DayRange, type Performance } from "@/lib/creator/performance";
import { STATE_LABELS } from "@/lib/creator/overview";
import { formatPrice } from "@/lib/utils/format";

// The chart is drawn only once figures are there; its code comes in its own chunk.
const PerformanceChart = dynamic(() => import("./performance-chart"), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-700">Loading chart…</p>,
});

type Preset = (typeof RANGE_PRESETS)[number];
type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; data: Performance };

const euros = (cents: number) => formatPrice(cents / 100);
// Longer ranges are drawn per week, so bars stay wide enough to see and hover.
const DAYS_AS_BARS = 31;

const cardClass = "rounded-lg border border-slate-200 p-5";
const buttonClass =
  "rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800";

/** /dashboard/performance: the signed-in creator's figures for a range of Vienna days. */
export function PerformanceView() {
  const [preset, setPreset] = useState<Preset | "custom">(30);
  const [range, setRange] = useState<DayRange>(() => presetRange(30));
  const [customFrom, setCustomFrom] = useState(range.from);
  const [customTo, setCustomTo] = useState(range.to);
  const [rangeError, setRangeError] = useState("");
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [downloadError, setDownloadError] = useState("");
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let current = true;
    // The creator's ID token exists only in the browser, so the figures load from an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoad({ state: "loading" });
    import("@/lib/creator/api")
      .then(({ fetchPerformance }) => fetchPerformance(range))
      .then(
        (data) => current && setLoad({ state: "ready", data }),
        () => current && setLoad({ state: "failed" }),
      );
    return () => {
      current = false;
    };
  }, [range, attempt]);

  const choosePreset = (days: Preset) => {
    setPreset(days);
    setRangeError("");
    const next = presetRange(days);
    setCustomFrom(next.from);
    setCustomTo(next.to);
    setRange(next);
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRange(customFrom, customTo);
    if (!checked.ok) {
      setRangeError(checked.error);
      return;
    }
    setRangeError("");
    setPreset("custom");
    setRange(checked.range);
  };

  const download = async () => {
    setDownloadError("");
    setDownloading(true);
    try {
      const { downloadPerformanceCsv } = await import("@/lib/creator/api");
      await downloadPerformanceCsv(range);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : "The download failed. Please try again.");
    } finally {
      setDownloading(false);
    }
  };

  const invalidRange = rangeError ? { "aria-invalid": true, "aria-describedby": "range-error" } : {};

  return (
    <div className="space-y-8">
      <section aria-labelledby="range-heading" className="space-y-3">
        <h2 id="range-heading" className="text-lg font-semibold text-slate-900">
          Period
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Preset periods">
          {RANGE_PRESETS.map((days) => (
            <button key={days} type="button" className={buttonClass} aria-pressed={preset === days} onClick={() => choosePreset(days)}>
              Last {days} days
            </button>
          ))}
        </div>
        <form onSubmit={applyCustom} noValidate className="flex flex-wrap items-end gap-3" aria-label="Custom period">
          {/* One message under the form explains both dates. */}
          <TextField id="range-from" label="From" type="date" value={customFrom} onChange={(event) => setCustomFrom(event.target.value)} {...invalidRange} />
          <TextField id="range-to" label="To" type="date" value={customTo} onChange={(event) => setCustomTo(event.target.value)} {...invalidRange} />
          <button type="submit" className={buttonClass} aria-pressed={preset === "custom"}>
            Show period
          </button>
        </form>
        {rangeError ? (
          <p id="range-error" role="alert" className="text-sm text-red-700">
            {rangeError}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          {range.from} to {range.to}, both days included, in Vienna time. Orders count on the day they were placed; refunded and unpaid orders do not count.
        </p>
      </section>

      <div aria-live="polite" className="sr-only">
        {load.state === "loading" ? "Loading figures…" : load.state === "ready" ? `Figures for ${range.from} to ${range.to} loaded.` : ""}
      </div>

      {load.state === "failed" ? <LoadError message="Your figures could not be loaded." onRetry={() => setAttempt((count) => count + 1)} /> : null}
      {load.state === "loading" ? (
        <p role="status" className="text-slate-700">
          Loading figures…
        </p>
      ) : null}
      {load.state === "ready" ? <Figures data={load.data} /> : null}

      <div className="space-y-2">
        <button
          type="button"
          onClick={() => void download()}
          disabled={downloading || load.state !== "ready"}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {downloading ? "Preparing CSV…" : "Download CSV"}
        </button>
        {downloadError ? (
          <p role="alert" className="text-sm text-red-700">
            {downloadError}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Figures({ data }: { data: Performance }) {
  const { totals } = data;
  const byWeek = data.days.length > DAYS_AS_BARS;
  const buckets = byWeek ? data.weeks : data.days;
  const empty = totals.units === 0 && totals.enrolments === 0;
  const cards = [
    { label: "Units sold", value: String(totals.units) },
    { label: "Your revenue", value: euros(totals.revenueCents) },
    { label: "Enrolments", value: String(totals.enrolments) },
    { label: "Average rating (all time)", value: totals.reviewCount ? `${totals.rating.toFixed(1)} of 5 (${totals.reviewCount} ${totals.reviewCount === 1 ? "review" : "reviews"})` : "No reviews yet" },
  ];

  return (
    <div className="space-y-8">
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="sr-only">
          Summary
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <div key={card.label} className={cardClass}>
              <dt className="text-sm text-slate-700">{card.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{card.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700">Conversion is not shown: visits to product pages are not tracked.</p>
      </section>

      <section aria-labelledby="chart-heading" className="space-y-3">
        <h2 id="chart-heading" className="text-lg font-semibold text-slate-900">
          Revenue per {byWeek ? "week" : "day"}
        </h2>
        {empty ? (
          <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-6 text-center text-slate-700">No sales in this period</p>
        ) : (
          <>
            <PerformanceChart buckets={buckets} unit={byWeek ? "week" : "day"} />
            <details>
              <summary className="cursor-pointer text-sm font-medium text-brand-700">Show the chart&apos;s figures as a table</summary>
              <TableScroll label={`Figures per ${byWeek ? "week" : "day"}`} className="mt-2">
                <table className="min-w-full text-sm">
                  <caption className="sr-only">Figures per {byWeek ? "week" : "day"}</caption>
                  <thead>
                    <tr className="border-b border-slate-200 text-left">
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        {byWeek ? "Week of" : "Day"}
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right font-semibold">
                        Units sold
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right font-semibold">
                        Your revenue
                      </th>
                      <th scope="col" className="py-2 text-right font-semibold">
                        Enrolments
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {buckets.map((bucket) => (
                      <tr key={bucket.start} className="border-b border-slate-100">
                        <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                          {bucket.start}
                        </th>
                        <td className="py-1.5 pr-4 text-right">{bucket.units}</td>
                        <td className="py-1.5 pr-4 text-right">{euros(bucket.revenueCents)}</td>
                        <td className="py-1.5 text-right">{bucket.enrolments}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </details>
          </>
        )}
      </section>

      <section aria-labelledby="products-heading" className="space-y-3">
        <h2 id="products-heading" className="text-lg font-semibold text-slate-900">
          Per product
        </h2>
        {data.products.length === 0 ? (
          <p className="text-slate-700">You have no published products yet.</p>
        ) : (
          <TableScroll label="Figures per product">
            <table className="min-w-full text-sm">
              <caption className="sr-only">
                Figures per product, {data.range.from} to {data.range.to}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-left">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Product
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    Units sold
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    Your revenue
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    Enrolments
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Rating
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((product) => (
                  <tr key={product.productId} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
                      {product.title}
                      {product.state !== "approved" ? <span className="ml-2 text-xs font-normal text-slate-600">({STATE_LABELS[product.state]})</span> : null}
                    </th>
                    <td className="py-2 pr-4 text-right">{product.units}</td>
                    <td className="py-2 pr-4 text-right">{euros(product.revenueCents)}</td>
                    <td className="py-2 pr-4 text-right">{product.enrolments}</td>
                    <td className="py-2 text-right">{product.reviewCount ? `${product.rating.toFixed(1)} (${product.reviewCount})` : "–"}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="py-2 pr-4 text-left">
                    Total
                  </th>
                  <td className="py-2 pr-4 text-right">{totals.units}</td>
                  <td className="py-2 pr-4 text-right">{euros(totals.revenueCents)}</td>
                  <td className="py-2 pr-4 text-right">{totals.enrolments}</td>
                  <td className="py-2 text-right">{totals.reviewCount ? totals.rating.toFixed(1) : "–"}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}
