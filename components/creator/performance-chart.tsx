import type { Bucket } from "@/lib/creator/performance";
import { formatDay, formatDayMonth, formatPrice } from "@/lib/utils/format";

type PerformanceChartProps = {
  buckets: Bucket[];
  /** "day" or "week": what one bar stands for, for the labels. */
  unit: "day" | "week";
};

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 14, right: 8, bottom: 34, left: 92 };
// The SVG scales with its column: on a 390-px phone to about 0.56, where 11 units drew 6-px
// labels. Larger units there keep them near 11 px on screen.
const LABEL = "fill-slate-600 text-[20px] sm:text-[13px]";

/** A round step for the share axis: 1, 2 or 5 times a power of ten, in cents. */
function niceMax(cents: number): number {
  if (cents <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(cents));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= cents) ?? 10;
  return step * power;
}

/**
 * The creator's share per day or week as bars, drawn as plain SVG (no chart library: a few bars need no
 * 20-kB dependency; docs/decisions/0068-creator-figures.md). The figures are in the table below
 * it, which is the text alternative; the SVG itself is one labelled image.
 */
export default function PerformanceChart({ buckets, unit }: PerformanceChartProps) {
  const max = niceMax(Math.max(0, ...buckets.map((bucket) => bucket.yourShareCents)));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, buckets.length);
  const barWidth = Math.max(2, slot * 0.7);
  // At most about 6 labels under the bars, whatever the range: each needs about 70 units at phone size.
  const labelEvery = Math.max(1, Math.ceil(buckets.length / 6));
  const total = buckets.reduce((sum, bucket) => sum + bucket.yourShareCents, 0);
  const label = `Your share per ${unit}, ${buckets[0] ? formatDay(buckets[0].start) : ""} to ${buckets.at(-1) ? formatDay(buckets.at(-1)!.start) : ""}: ${formatPrice(total / 100)} in total. The figures are in the table below.`;

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full" data-testid="performance-chart">
      {[0, 0.5, 1].map((fraction) => {
        const y = PAD.top + innerHeight * (1 - fraction);
        return (
          <g key={fraction}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="stroke-slate-200" strokeWidth={1} />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end" className={LABEL}>
              {formatPrice((max * fraction) / 100)}
            </text>
          </g>
        );
      })}
      {buckets.map((bucket, index) => {
        const height = (bucket.yourShareCents / max) * innerHeight;
        const x = PAD.left + index * slot + (slot - barWidth) / 2;
        return (
          <g key={bucket.start}>
            <rect x={x} y={PAD.top + innerHeight - height} width={barWidth} height={height} className="fill-brand-700">
              <title>{`${unit === "week" ? "Week of " : ""}${formatDay(bucket.start)}: ${formatPrice(bucket.yourShareCents / 100)}, ${bucket.units} sold`}</title>
            </rect>
            {index % labelEvery === 0 ? (
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className={LABEL}>
                {formatDayMonth(bucket.start)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
