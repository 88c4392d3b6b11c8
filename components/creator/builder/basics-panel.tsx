"use client";

import type { Dispatch } from "react";
import { SelectField } from "@/components/admin/uni-data/choice-fields";
import { TextField } from "@/components/ui/text-field";
import { languages } from "@/config/footer";
import type { BuilderAction, CourseFields } from "@/lib/creator/builder-model";
import { COURSE_LIMITS, type CourseErrors } from "@/lib/creator/course-validation";
import { difficultyOptions } from "@/lib/utils/difficulty";
import { Panel } from "./panel";

const typeOptions = [
  { value: "video_courses", label: "Video course" },
  { value: "documents", label: "Documents" },
];

const choices = [
  { key: "type", label: "Type", placeholder: "Choose a type", options: typeOptions },
  { key: "difficulty", label: "Difficulty", placeholder: "Choose a difficulty", options: difficultyOptions },
  { key: "language", label: "Language", placeholder: "Choose a language", options: languages.map((language) => ({ value: language.code, label: language.label })) },
] as const;

export function BasicsPanel({ fields, errors, dispatch, disabled }: { fields: CourseFields; errors: CourseErrors; dispatch: Dispatch<BuilderAction>; disabled: boolean }) {
  const set = (changes: Partial<CourseFields>) => dispatch({ type: "set", changes });
  return (
    <Panel id="basics" title="Basics" description="What learners see first in the catalogue.">
      <fieldset disabled={disabled} className="space-y-4">
        <TextField id="course-title" label="Title" maxLength={COURSE_LIMITS.title} value={fields.title} onChange={(event) => set({ title: event.target.value })} error={errors.title} />
        <TextField
          id="course-subtitle"
          label="Subtitle"
          maxLength={COURSE_LIMITS.subtitle}
          value={fields.subtitle}
          onChange={(event) => set({ subtitle: event.target.value })}
          error={errors.subtitle}
        />
        <TextField id="course-author" label="Author as shown" maxLength={COURSE_LIMITS.author} value={fields.author} onChange={(event) => set({ author: event.target.value })} error={errors.author} />
        <div className="grid gap-4 sm:grid-cols-3">
          {choices.map(({ key, label, placeholder, options }) => (
            <SelectField
              key={key}
              id={`course-${key}`}
              label={label}
              placeholder={placeholder}
              options={options}
              value={fields[key]}
              // The options are the field's own values: type and difficulty take nothing else.
              onChange={(value) => value && set({ [key]: value } as Partial<CourseFields>)}
            />
          ))}
        </div>
      </fieldset>
    </Panel>
  );
}
