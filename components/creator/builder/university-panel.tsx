"use client";

import type { Dispatch } from "react";
import { SelectField } from "@/components/admin/uni-data/choice-fields";
import { courseOptions, degreeOptions, findUniversity, universityOptions } from "@/components/admin/uni-data/options";
import type { BuilderAction, CourseFields } from "@/lib/creator/builder-model";
import type { UniversityTree } from "@/lib/types/university";
import { Panel } from "./panel";

type Props = { fields: CourseFields; universities: UniversityTree[]; dispatch: Dispatch<BuilderAction>; disabled: boolean };

/** University, degree, course and section, chosen from the admins' university data only. */
export function UniversityPanel({ fields, universities, dispatch, disabled }: Props) {
  const set = (changes: Partial<CourseFields>) => dispatch({ type: "set", changes });
  const university = findUniversity(universities, fields.university);
  const courses = (university?.courses ?? []).filter((course) => !fields.uniDegree || course.degreeIds.includes(fields.uniDegree));
  const sections = (university?.sections ?? []).filter((section) => section.courseId === fields.uniCourse);
  return (
    <Panel
      id="university"
      title="University"
      description="The university course this teaching belongs to. Missing yours? Ask us through Help: admins add university data."
    >
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="course-university"
          label="University"
          placeholder="Choose a university"
          options={universityOptions(universities)}
          value={fields.university}
          // Everything below belongs to one university: a new university clears it.
          onChange={(value) => set({ university: value, uniDegree: "", uniCourse: "", uniSection: "" })}
        />
        <SelectField
          id="course-degree"
          label="Degree (optional)"
          placeholder={university ? "Any degree" : "Choose a university first"}
          options={degreeOptions(university)}
          value={fields.uniDegree}
          disabled={!university}
          onChange={(value) => set({ uniDegree: value, uniCourse: "", uniSection: "" })}
        />
        <SelectField
          id="course-unicourse"
          label="University course"
          placeholder={university ? "Choose a course" : "Choose a university first"}
          options={courseOptions(university ? { ...university, courses } : undefined)}
          value={fields.uniCourse}
          disabled={!university}
          onChange={(value) => set({ uniCourse: value, uniSection: "" })}
        />
        <SelectField
          id="course-unisection"
          label="Section of the course (optional)"
          placeholder={fields.uniCourse ? (sections.length ? "Whole course" : "This course has no sections") : "Choose a course first"}
          options={sections.map((section) => ({ value: section.id, label: section.name }))}
          value={fields.uniSection}
          disabled={!fields.uniCourse || sections.length === 0}
          onChange={(value) => set({ uniSection: value })}
        />
      </fieldset>
    </Panel>
  );
}
