"use client";

import type { UniversityTree } from "@/lib/types/university";
import { SelectField } from "./choice-fields";
import { courseOptions, findUniversity, universityOptions } from "./options";
import type { UniDataForm } from "./use-uni-data-form";

type Values = { universityId: string; courseId?: string };

type UniversityCourseFieldsProps<V extends Values> = {
  /** Prefix of the select ids: `{idPrefix}-university`, `{idPrefix}-course`. */
  idPrefix: string;
  universities: UniversityTree[];
  form: Pick<UniDataForm<V>, "values" | "set" | "reset" | "errors">;
  /** Fields holding choices of the old university (degrees, a course), emptied when it changes. */
  universityDependents: readonly (keyof V)[];
  /** With a label, a select of the chosen university's courses follows. */
  courseLabel?: string;
  /** Fields holding choices of the old course, emptied when it changes. */
  courseDependents?: readonly (keyof V)[];
};

/**
 * The university select of the "Add university data" forms, optionally followed by the chosen
 * university's courses. Degrees, courses and sections belong to one university (and sections
 * to one course), so changing a choice empties the choices that depended on it.
 */
export function UniversityCourseFields<V extends Values>({ idPrefix, universities, form, universityDependents, courseLabel, courseDependents = [] }: UniversityCourseFieldsProps<V>) {
  const university = findUniversity(universities, form.values.universityId);
  return (
    <>
      <SelectField
        id={`${idPrefix}-university`}
        label="University"
        placeholder="Choose a university"
        options={universityOptions(universities)}
        value={form.values.universityId}
        onChange={(value) => {
          form.set("universityId", value as V["universityId"]);
          form.reset(universityDependents);
        }}
        error={form.errors.universityId}
      />
      {courseLabel ? (
        <SelectField
          id={`${idPrefix}-course`}
          label={courseLabel}
          placeholder={university ? "Choose a course" : "Choose a university first"}
          options={courseOptions(university)}
          value={form.values.courseId ?? ""}
          onChange={(value) => {
            form.set("courseId", value as V["courseId"]);
            form.reset(courseDependents);
          }}
          error={form.errors.courseId}
        />
      ) : null}
    </>
  );
}
