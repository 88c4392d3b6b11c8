"use client";

import { TextField } from "@/components/ui/text-field";
import { useUniversityTree } from "@/components/universities/use-university-tree";
import { MAX_CODE_LENGTH, MAX_TEXT_LENGTH } from "@/lib/admin/uni-data-validation";
import type { UniversityChoice } from "@/lib/types/university";
import { CheckboxGroup } from "./choice-fields";
import { degreeOptions, loadedTree, waitingFor } from "./options";
import { UniDataFormShell } from "./uni-data-form-shell";
import { UniversityCourseFields } from "./university-course-fields";
import { useUniDataForm } from "./use-uni-data-form";

const initial: { universityId: string; degreeIds: string[]; name: string; code: string } = { universityId: "", degreeIds: [], name: "", code: "" };

export function CourseForm({ universities }: { universities: UniversityChoice[] }) {
  const form = useUniDataForm(initial, (values) => ({ kind: "course", ...values }), { toast: "Course added", linkLabel: "View the course’s page" });
  const load = useUniversityTree(form.values.universityId, form.saved);
  const university = loadedTree(load);
  return (
    <UniDataFormShell {...form} submitLabel="Add course">
      <UniversityCourseFields idPrefix="course" universities={universities} load={load} form={form} universityDependents={["degreeIds"]} />
      <CheckboxGroup
        id="course-degrees"
        legend="Degrees"
        options={degreeOptions(university)}
        values={form.values.degreeIds}
        onChange={(values) => form.set("degreeIds", values)}
        empty={waitingFor(load, "degrees") ?? (university ? "This university has no degrees yet: add one first." : "Choose a university to see its degrees.")}
        error={form.errors.degreeIds}
      />
      <TextField id="course-name" label="Course name" maxLength={MAX_TEXT_LENGTH} value={form.values.name} onChange={(event) => form.set("name", event.target.value)} error={form.errors.name} />
      <TextField
        id="course-code"
        label="Course code"
        placeholder="e.g. LCA-501"
        maxLength={MAX_CODE_LENGTH}
        value={form.values.code}
        onChange={(event) => form.set("code", event.target.value)}
        error={form.errors.code}
      />
    </UniDataFormShell>
  );
}
