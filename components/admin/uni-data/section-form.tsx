"use client";

import { TextField } from "@/components/ui/text-field";
import { MAX_TEXT_LENGTH } from "@/lib/admin/uni-data-validation";
import type { UniversityTree } from "@/lib/types/university";
import { SelectField } from "./choice-fields";
import { courseOptions, findUniversity, universityOptions } from "./options";
import { UniDataFormShell } from "./uni-data-form-shell";
import { useUniDataForm } from "./use-uni-data-form";

const initial = { universityId: "", courseId: "", name: "" };

export function SectionForm({ universities }: { universities: UniversityTree[] }) {
  const form = useUniDataForm(initial, (values) => ({ kind: "section", ...values }), { toast: "Section added", linkLabel: "View the course’s sections" });
  const university = findUniversity(universities, form.values.universityId);
  return (
    <UniDataFormShell {...form} submitLabel="Add section">
      <SelectField
        id="section-university"
        label="University"
        placeholder="Choose a university"
        options={universityOptions(universities)}
        value={form.values.universityId}
        onChange={(value) => {
          form.set("universityId", value);
          form.set("courseId", "");
        }}
        error={form.errors.universityId}
      />
      <SelectField
        id="section-course"
        label="Course"
        placeholder={university ? "Choose a course" : "Choose a university first"}
        options={courseOptions(university)}
        value={form.values.courseId}
        onChange={(value) => form.set("courseId", value)}
        error={form.errors.courseId}
      />
      <TextField id="section-name" label="Section name" maxLength={MAX_TEXT_LENGTH} value={form.values.name} onChange={(event) => form.set("name", event.target.value)} error={form.errors.name} />
    </UniDataFormShell>
  );
}
