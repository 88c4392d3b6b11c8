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
          <SelectField
            id="course-type"
            label="Type"
            placeholder="Choose a type"
            options={typeOptions}
            value={fields.type}
            onChange={(value) => value && set({ type: value as CourseFields["type"] })}
          />
          <SelectField
            id="course-difficulty"
            label="Difficulty"
            placeholder="Choose a difficulty"
            options={difficultyOptions}
            value={fields.difficulty}
            onChange={(value) => value && set({ difficulty: value as CourseFields["difficulty"] })}
          />
          <SelectField
            id="course-language"
            label="Language"
            placeholder="Choose a language"
            options={languages.map((language) => ({ value: language.code, label: language.label }))}
            value={fields.language}
            onChange={(value) => value && set({ language: value })}
          />
        </div>
      </fieldset>
    </Panel>
  );
}
