"use client";

import { TextField } from "@/components/ui/text-field";
import { useUniversityTree } from "@/components/universities/use-university-tree";
import { MAX_TEXT_LENGTH } from "@/lib/admin/uni-data-validation";
import type { UniversityChoice } from "@/lib/types/university";
import { UniDataFormShell } from "./uni-data-form-shell";
import { UniversityCourseFields } from "./university-course-fields";
import { useUniDataForm } from "./use-uni-data-form";

const initial = { universityId: "", courseId: "", name: "" };

export function SectionForm({ universities }: { universities: UniversityChoice[] }) {
  const form = useUniDataForm(initial, (values) => ({ kind: "section", ...values }), { toast: "Section added", linkLabel: "View the course’s sections" });
  const load = useUniversityTree(form.values.universityId, form.saved);
  return (
    <UniDataFormShell {...form} submitLabel="Add section">
      <UniversityCourseFields idPrefix="section" universities={universities} load={load} form={form} universityDependents={["courseId"]} courseLabel="Course" />
      <TextField id="section-name" label="Section name" maxLength={MAX_TEXT_LENGTH} value={form.values.name} onChange={(event) => form.set("name", event.target.value)} error={form.errors.name} />
    </UniDataFormShell>
  );
}
