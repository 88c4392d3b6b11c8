"use client";

import { TextField } from "@/components/ui/text-field";
import { DEGREE_LEVELS, MAX_TEXT_LENGTH } from "@/lib/admin/uni-data-validation";
import type { UniversityChoice } from "@/lib/types/university";
import { SelectField } from "./choice-fields";
import { universityOptions } from "./options";
import { UniDataFormShell } from "./uni-data-form-shell";
import { useUniDataForm } from "./use-uni-data-form";

const initial = { universityId: "", name: "", level: "" };
const levels = DEGREE_LEVELS.map((level) => ({ value: level, label: level[0]?.toUpperCase() + level.slice(1) }));

export function DegreeForm({ universities }: { universities: UniversityChoice[] }) {
  const form = useUniDataForm(initial, (values) => ({ kind: "degree", ...values }), { toast: "Degree added", linkLabel: "View the university’s degrees" });
  return (
    <UniDataFormShell {...form} submitLabel="Add degree">
      <SelectField
        id="degree-university"
        label="University"
        placeholder="Choose a university"
        options={universityOptions(universities)}
        value={form.values.universityId}
        onChange={(value) => form.set("universityId", value)}
        error={form.errors.universityId}
      />
      <TextField
        id="degree-name"
        label="Degree name"
        maxLength={MAX_TEXT_LENGTH}
        value={form.values.name}
        onChange={(event) => form.set("name", event.target.value)}
        error={form.errors.name}
      />
      <SelectField id="degree-level" label="Level" placeholder="Choose a level" options={levels} value={form.values.level} onChange={(value) => form.set("level", value)} error={form.errors.level} />
    </UniDataFormShell>
  );
}
