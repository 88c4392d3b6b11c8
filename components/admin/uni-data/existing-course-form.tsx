"use client";

import { useUniversityTree } from "@/components/universities/use-university-tree";
import type { UniversityChoice } from "@/lib/types/university";
import { SelectField } from "./choice-fields";
import { degreeOptions, loadedTree, waitingFor } from "./options";
import { UniDataFormShell } from "./uni-data-form-shell";
import { UniversityCourseFields } from "./university-course-fields";
import { useUniDataForm } from "./use-uni-data-form";

const initial = { universityId: "", courseId: "", degreeId: "" };

/**
 * Links a course a university already has to another of its degrees
 * (docs/decisions/0059-adding-university-data.md).
 */
export function ExistingCourseForm({ universities }: { universities: UniversityChoice[] }) {
  const form = useUniDataForm(initial, (values) => ({ kind: "existingCourse", ...values }), { toast: "Course linked to the degree", linkLabel: "View the course’s page" });
  // Fetched again after each link: the course's degrees changed.
  const load = useUniversityTree(form.values.universityId, form.saved);
  const university = loadedTree(load);
  const course = university?.courses.find((entry) => entry.id === form.values.courseId);
  // Only degrees the course is not part of yet can be chosen.
  const degrees = degreeOptions(university).filter((option) => !course?.degreeIds.includes(option.value));
  // The select stays focusable, so its description says why it offers nothing; only submit is off.
  const everyDegree = university?.degrees.length ? "This course is already part of every degree of this university." : "This university has no degrees yet: add one first.";
  const noDegree = course && degrees.length === 0 ? everyDegree : undefined;
  return (
    <UniDataFormShell {...form} submitLabel="Link course to degree" submitDisabled={Boolean(noDegree)}>
      <UniversityCourseFields
        idPrefix="existing"
        universities={universities}
        load={load}
        form={form}
        universityDependents={["courseId", "degreeId"]}
        courseLabel="Existing course"
        courseDependents={["degreeId"]}
      />
      <SelectField
        id="existing-degree"
        label="Add to degree"
        placeholder={waitingFor(load, "degrees") ?? (noDegree ? "No degree left to add" : course ? "Choose a degree" : "Choose a course first")}
        options={degrees}
        hint={noDegree}
        value={form.values.degreeId}
        onChange={(value) => form.set("degreeId", value)}
        error={form.errors.degreeId}
      />
    </UniDataFormShell>
  );
}
