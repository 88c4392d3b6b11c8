"use client";

import type { Dispatch } from "react";
import { SelectField } from "@/components/admin/uni-data/choice-fields";
import { TextAreaField } from "@/components/ui/text-area-field";
import type { BuilderAction, CourseFields } from "@/lib/creator/builder-model";
import { COURSE_LIMITS, type CourseErrors } from "@/lib/creator/course-validation";
import { assessmentLabels } from "@/lib/recognition/vocabulary";
import { ASSESSMENT_TYPES, EQF_LEVELS } from "@/lib/types/product";
import { RecognitionPreview } from "./recognition-preview";
import { Panel } from "./panel";

const eqfOptions = EQF_LEVELS.map((level) => ({ value: String(level), label: `Level ${level}` }));
const assessmentOptions = ASSESSMENT_TYPES.map((value) => ({ value, label: assessmentLabels[value] }));

type Props = { fields: CourseFields; universityName: string; errors: CourseErrors; dispatch: Dispatch<BuilderAction>; disabled: boolean };

/** What a learner's home university needs to recognise the course (issue 34), with the pack as it will read. */
export function RecognitionPanel({ fields, universityName, errors, dispatch, disabled }: Props) {
  const set = (changes: Partial<CourseFields>) => dispatch({ type: "set", changes });
  return (
    <Panel
      id="recognition"
      title="Recognition"
      description="Learners hand the recognition pack to their home university to get credit for this course. EQF level and assessment are required to submit."
    >
      <fieldset disabled={disabled} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="course-eqf"
            label="EQF level"
            placeholder="Choose a level"
            hint="Bachelor courses are level 6, master courses level 7."
            options={eqfOptions}
            value={fields.eqfLevel ? String(fields.eqfLevel) : ""}
            onChange={(value) => set({ eqfLevel: value ? Number(value) : 0 })}
            error={errors.eqfLevel}
          />
          <SelectField
            id="course-assessment"
            label="Assessment"
            placeholder="Choose how learners are assessed"
            options={assessmentOptions}
            value={fields.assessment}
            onChange={(value) => set({ assessment: value as CourseFields["assessment"] })}
            error={errors.assessment}
          />
        </div>
        <TextAreaField
          id="course-prerequisites"
          label="Prerequisites"
          rows={3}
          limit={COURSE_LIMITS.prerequisites}
          hint="What learners should know before they start, e.g. “Introductory statistics”. Leave empty if none."
          value={fields.prerequisites}
          onChange={(event) => set({ prerequisites: event.target.value })}
          error={errors.prerequisites}
        />
      </fieldset>
      <RecognitionPreview fields={fields} universityName={universityName} />
    </Panel>
  );
}
