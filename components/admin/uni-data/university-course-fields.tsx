"use client";

import { LoadError } from "@/components/ui/load-error";
import type { UniversityTreeLoad } from "@/components/universities/use-university-tree";
import type { UniversityChoice } from "@/lib/types/university";
import { SelectField } from "./choice-fields";
import { courseOptions, loadedTree, universityOptions, waitingFor } from "./options";
import type { UniDataForm } from "./use-uni-data-form";

type Values = { universityId: string; courseId?: string };

type UniversityCourseFieldsProps<V extends Values> = {
  /** Prefix of the select ids: `{idPrefix}-university`, `{idPrefix}-course`. */
  idPrefix: string;
  /** Every university's id and full name; the chosen one's tree is `load`. */
  universities: UniversityChoice[];
  /** The chosen university's degrees, courses and sections (useUniversityTree). */
  load: UniversityTreeLoad;
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
 * to one course), so changing a choice empties the choices that depended on it. The chosen
 * university's tree is fetched when it is chosen: until it arrives the choices below say so and
 * offer nothing, and fields already typed keep their text; a failed load offers Retry here.
 */
export function UniversityCourseFields<V extends Values>({ idPrefix, universities, load, form, universityDependents, courseLabel, courseDependents = [] }: UniversityCourseFieldsProps<V>) {
  const university = loadedTree(load);
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
      {load.status === "failed" ? <LoadError message="This university's degrees and courses could not be loaded." cause={load.error} onRetry={load.retry} /> : null}
      <p role="status" className="sr-only">
        {load.status === "loading" ? "Loading the university's degrees and courses…" : ""}
      </p>
      {courseLabel ? (
        <SelectField
          id={`${idPrefix}-course`}
          label={courseLabel}
          placeholder={waitingFor(load, "courses") ?? (university ? "Choose a course" : "Choose a university first")}
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
