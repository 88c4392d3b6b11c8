"use client";

import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { presetRange, RANGE_PRESETS } from "@/lib/creator/performance-ranges";
import type { DayRange } from "@/lib/creator/vienna-days";
import { performanceRange } from "@/lib/schemas/creator";
import { firstProblem } from "@/lib/schemas/parse";
import { formatDay } from "@/lib/utils/format";

type Preset = (typeof RANGE_PRESETS)[number];

const buttonClass =
  "rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800";

/** The 30 days up to today, which the page shows first. */
export const firstRange = () => presetRange(30);

/** The period shown: a preset or two typed days, checked before `onChange` gets them. */
export function PerformancePeriod({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const [preset, setPreset] = useState<Preset | "custom">(30);
  const [customFrom, setCustomFrom] = useState(range.from);
  const [customTo, setCustomTo] = useState(range.to);
  const [rangeError, setRangeError] = useState("");

  const choosePreset = (days: Preset) => {
    setPreset(days);
    setRangeError("");
    const next = presetRange(days);
    setCustomFrom(next.from);
    setCustomTo(next.to);
    onChange(next);
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(performanceRange(), { from: customFrom, to: customTo });
    if (problem) {
      setRangeError(problem.message);
      return;
    }
    setRangeError("");
    setPreset("custom");
    onChange({ from: customFrom, to: customTo });
  };

  const invalidRange = rangeError ? { "aria-invalid": true, "aria-describedby": "range-error" } : {};

  return (
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
        {formatDay(range.from)} to {formatDay(range.to)}, both days included, in Vienna time. Orders count on the day they were placed; refunded and unpaid orders do not count.
      </p>
    </section>
  );
}
