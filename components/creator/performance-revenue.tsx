import dynamic from "next/dynamic";
import { TableScroll } from "@/components/ui/table-scroll";
import type { Performance } from "@/lib/creator/performance";
import { euros } from "./performance-format";
import { FiguresHead } from "./figures-head";
import { formatDay } from "@/lib/utils/format";

// The chart is drawn only once figures are there; its code comes in its own chunk.
const PerformanceChart = dynamic(() => import("./performance-chart"), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-700">Loading chart…</p>,
});

// Longer ranges are drawn per week, so bars stay wide enough to see and hover.
const DAYS_AS_BARS = 31;

/** The creator's share per day (per week for long ranges) as a chart, with its figures as a table to open. */
export function PerformanceRevenue({ data }: { data: Performance }) {
  const { totals } = data;
  const byWeek = data.days.length > DAYS_AS_BARS;
  const buckets = byWeek ? data.weeks : data.days;
  const empty = totals.units === 0 && totals.enrolments === 0;
  return (
    <section aria-labelledby="chart-heading" className="space-y-3">
      <h2 id="chart-heading" className="text-lg font-semibold text-slate-900">
        Your share per {byWeek ? "week" : "day"}
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
                <FiguresHead first={byWeek ? "Week of" : "Day"} numbers={["Units sold", "Your share", "Enrolments"]} />
                <tbody>
                  {buckets.map((bucket) => (
                    <tr key={bucket.start} className="border-b border-slate-100">
                      <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                        {formatDay(bucket.start)}
                      </th>
                      <td className="py-1.5 pr-4 text-right">{bucket.units}</td>
                      <td className="py-1.5 pr-4 text-right">{euros(bucket.yourShareCents)}</td>
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
  );
}
