"use client";

import type { Dispatch } from "react";
import { SelectField } from "@/components/admin/uni-data/choice-fields";
import { courseOptions, degreeOptions } from "@/components/admin/uni-data/options";
import { LoadError } from "@/components/ui/load-error";
import { useUniversityTree } from "@/components/universities/use-university-tree";
import type { BuilderAction, CourseFields } from "@/lib/creator/builder-model";
import type { UniversityChoice } from "@/lib/types/university";
import { Panel } from "./panel";

type Props = { fields: CourseFields; universities: UniversityChoice[]; dispatch: Dispatch<BuilderAction>; disabled: boolean };

/**
 * University, degree, course and section, chosen from the admins' university data only. The page
 * sends the universities' names; the chosen one's degrees, courses and sections are fetched when
 * it is chosen. Until they arrive the three fields below wait, disabled, and keep what the course
 * has stored: nothing is cleared or saved because of a load.
 */
export function UniversityPanel({ fields, universities, dispatch, disabled }: Props) {
  const set = (changes: Partial<CourseFields>) => dispatch({ type: "set", changes });
  const load = useUniversityTree(fields.university);
  const university = load.status === "ready" ? load.tree : undefined;
  const courses = (university?.courses ?? []).filter((course) => !fields.uniDegree || course.degreeIds.includes(fields.uniDegree));
  const sections = (university?.sections ?? []).filter((section) => section.courseId === fields.uniCourse);
  const waiting = load.status === "loading" ? "Loading the university's courses…" : load.status === "failed" ? "Not loaded" : null;
  return (
    <Panel
      id="university"
      title="University"
      description="The university course this teaching belongs to. Missing yours? Ask us through Help: admins add university data."
    >
      <fieldset disabled={disabled} aria-busy={load.status === "loading"} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="course-university"
          label="University"
          placeholder="Choose a university"
          options={universities.map((entry) => ({ value: entry.id, label: entry.name }))}
          value={fields.university}
          // Everything below belongs to one university: a new university clears it.
          onChange={(value) => set({ university: value, uniDegree: "", uniCourse: "", uniSection: "" })}
        />
        {load.status === "failed" ? (
          <LoadError className="sm:col-span-2" message="This university's degrees and courses could not be loaded." cause={load.error} onRetry={load.retry} />
        ) : null}
        <SelectField
          id="course-degree"
          label="Degree (optional)"
          placeholder={waiting ?? (university ? "Any degree" : "Choose a university first")}
          options={degreeOptions(university)}
          value={fields.uniDegree}
          disabled={!university}
          onChange={(value) => set({ uniDegree: value, uniCourse: "", uniSection: "" })}
        />
        <SelectField
          id="course-unicourse"
          label="University course"
          placeholder={waiting ?? (university ? "Choose a course" : "Choose a university first")}
          options={courseOptions(university ? { ...university, courses } : undefined)}
          value={fields.uniCourse}
          disabled={!university}
          onChange={(value) => set({ uniCourse: value, uniSection: "" })}
        />
        <SelectField
          id="course-unisection"
          label="Section of the course (optional)"
          placeholder={waiting ?? (fields.uniCourse ? (sections.length ? "Whole course" : "This course has no sections") : "Choose a course first")}
          options={sections.map((section) => ({ value: section.id, label: section.name }))}
          value={fields.uniSection}
          disabled={!university || !fields.uniCourse || sections.length === 0}
          onChange={(value) => set({ uniSection: value })}
        />
      </fieldset>
      <p role="status" className="sr-only">
        {load.status === "loading" ? "Loading the university's degrees and courses…" : ""}
      </p>
    </Panel>
  );
}
