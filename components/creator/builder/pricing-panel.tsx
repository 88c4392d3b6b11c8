"use client";

import type { Dispatch } from "react";
import { TextField } from "@/components/ui/text-field";
import { sdgLabel } from "@/lib/catalogue/labels";
import type { BuilderAction, CourseFields } from "@/lib/creator/builder-model";
import { COURSE_LIMITS, type CourseErrors } from "@/lib/creator/course-validation";
import { Panel } from "./panel";

const GOALS = Array.from({ length: 17 }, (_, index) => index + 1);

// An emptied number field stays empty while typing instead of jumping to 0.
const toNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));
const shown = (value: number) => (Number.isFinite(value) ? String(value) : "");

// Half hours and half credits, from 0 to the limit.
const studyLoad = [
  { key: "workloadHours", id: "course-workload", label: "Workload (hours)" },
  { key: "ects", id: "course-ects", label: "ECTS credits" },
] as const;

export function PricingPanel({ fields, errors, dispatch, disabled }: { fields: CourseFields; errors: CourseErrors; dispatch: Dispatch<BuilderAction>; disabled: boolean }) {
  const set = (changes: Partial<CourseFields>) => dispatch({ type: "set", changes });
  const toggleGoal = (goal: number, on: boolean) => set({ sdgs: on ? [...fields.sdgs, goal].sort((a, b) => a - b) : fields.sdgs.filter((entry) => entry !== goal) });
  return (
    <Panel id="pricing" title="Price and study load" description="Prices are in euros, VAT included. Learners see the workload and ECTS credits on the product page.">
      <fieldset disabled={disabled} className="space-y-4">
        <label className="flex items-center gap-2 text-slate-900">
          <input type="checkbox" checked={fields.free} onChange={(event) => set({ free: event.target.checked })} className="size-4 accent-brand-700" />
          Free course
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="course-price"
            label="Price (€)"
            type="number"
            inputMode="decimal"
            min={0}
            max={COURSE_LIMITS.price}
            step="0.01"
            disabled={fields.free}
            value={fields.free ? "0" : shown(fields.price)}
            onChange={(event) => set({ price: toNumber(event.target.value) })}
            error={errors.price}
          />
          {studyLoad.map(({ key, id, label }) => (
            <TextField
              key={key}
              id={id}
              label={label}
              type="number"
              min={0}
              max={COURSE_LIMITS[key]}
              step="0.5"
              value={shown(fields[key])}
              onChange={(event) => set({ [key]: toNumber(event.target.value) })}
              error={errors[key]}
            />
          ))}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">Sustainable Development Goals this course addresses</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {GOALS.map((goal) => (
              <label key={goal} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="checkbox" checked={fields.sdgs.includes(goal)} onChange={(event) => toggleGoal(goal, event.target.checked)} className="size-4 accent-brand-700" />
                {sdgLabel(goal)}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
    </Panel>
  );
}
