"use client";

import { ectsBandLabels, sdgLabel } from "@/lib/catalogue/filter-labels";
import { Select } from "./filter-select";

const goals = Array.from({ length: 17 }, (_, index) => ({ value: String(index + 1), label: sdgLabel(index + 1) }));
const levels = Array.from({ length: 8 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
const bands = Object.entries(ectsBandLabels).map(([value, label]) => ({ value, label }));

/**
 * The goal, EQF level and ECTS filters, built in the browser from constants: as a server
 * component their 29 options would sit in /courses' prerendered HTML twice (markup and React's
 * payload) and push it over its 62 kB budget; as props they are three short values.
 */
export function GoalAndCreditFilters({ sdg, eqf, ects }: { sdg: string; eqf: string; ects: string }) {
  return (
    <>
      <Select name="sdg" label="Sustainable Development Goal" value={sdg} any="Any goal" options={goals} />
      <Select name="eqf" label="EQF level" value={eqf} any="Any level" options={levels} />
      <Select name="ects" label="ECTS credits" value={ects} any="Any credits" options={bands} />
    </>
  );
}
