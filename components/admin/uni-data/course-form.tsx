"use client";

import { TextField } from "@/components/ui/text-field";
import { MAX_CODE_LENGTH, MAX_TEXT_LENGTH } from "@/lib/admin/uni-data-validation";
import type { UniversityTree } from "@/lib/types/university";
import { CheckboxGroup } from "./choice-fields";
import { degreeOptions, findUniversity } from "./options";
import { UniDataFormShell } from "./uni-data-form-shell";
import { UniversityCourseFields } from "./university-course-fields";
import { useUniDataForm } from "./use-uni-data-form";

const initial: { universityId: string; degreeIds: string[]; name: string; code: string } = { universityId: "", degreeIds: [], name: "", code: "" };

export function CourseForm({ universities }: { universities: UniversityTree[] }) {
  const form = useUniDataForm(initial, (values) => ({ kind: "course", ...values }), { toast: "Course added", linkLabel: "View the course’s page" });
  const university = findUniversity(universities, form.values.universityId);
  return (
    <UniDataFormShell {...form} submitLabel="Add course">
      <UniversityCourseFields idPrefix="course" universities={universities} form={form} universityDependents={["degreeIds"]} />
      <CheckboxGroup
        id="course-degrees"
        legend="Degrees"
        options={degreeOptions(university)}
        values={form.values.degreeIds}
        onChange={(values) => form.set("degreeIds", values)}
        empty={university ? "This university has no degrees yet: add one first." : "Choose a university to see its degrees."}
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
