"use client";

import type { Dispatch } from "react";
import { TextAreaField } from "@/components/ui/text-area-field";
import type { BuilderAction, CourseFields } from "@/lib/creator/builder-model";
import { COURSE_LIMITS, type CourseErrors } from "@/lib/creator/course-validation";
import { ListEditor } from "./list-editor";
import { Panel } from "./panel";

type Outcome = { text: string };

export function AboutPanel({ fields, errors, dispatch, disabled }: { fields: CourseFields; errors: CourseErrors; dispatch: Dispatch<BuilderAction>; disabled: boolean }) {
  const set = (changes: Partial<CourseFields>) => dispatch({ type: "set", changes });
  // Outcomes are plain strings; the list editor edits records.
  const outcomes: Outcome[] = fields.learningOutcomes.map((text) => ({ text }));
  const outcomeErrors = Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.replace(/^learningOutcomes\.(\d+)$/, "learningOutcomes.$1.text"), message]));
  return (
    <Panel id="about" title="About the course" description="The product page's Overview, Q&A and Resources tabs show these.">
      <fieldset disabled={disabled} className="space-y-6">
        <TextAreaField
          id="course-description"
          label="Description"
          rows={8}
          limit={COURSE_LIMITS.description}
          hint="Who it is for, what it covers and how it is taught. Plain text; blank lines start paragraphs."
          value={fields.description}
          onChange={(event) => set({ description: event.target.value })}
          error={errors.description}
        />
        <TextAreaField
          id="course-seo"
          label="Search description"
          rows={2}
          limit={COURSE_LIMITS.descriptionSEO}
          hint="One or two sentences search engines show under the title."
          value={fields.descriptionSEO}
          onChange={(event) => set({ descriptionSEO: event.target.value })}
          error={errors.descriptionSEO}
        />
        <ListEditor<Outcome>
          id="course-outcomes"
          legend="Learning outcomes"
          addLabel="Add an outcome"
          itemLabel="Outcome"
          items={outcomes}
          columns={[{ key: "text", label: "Learners will be able to…", maxLength: COURSE_LIMITS.outcome }]}
          blank={{ text: "" }}
          max={COURSE_LIMITS.learningOutcomes}
          onChange={(items) => set({ learningOutcomes: items.map((item) => item.text) })}
          errors={outcomeErrors}
          errorKey="learningOutcomes"
        />
        <ListEditor
          id="course-faq"
          legend="Frequently asked questions"
          addLabel="Add a question"
          itemLabel="Question"
          items={fields.faq}
          columns={[
            { key: "question", label: "Question", maxLength: COURSE_LIMITS.question },
            { key: "answer", label: "Answer", maxLength: COURSE_LIMITS.answer, multiline: true },
          ]}
          blank={{ question: "", answer: "" }}
          max={COURSE_LIMITS.faq}
          onChange={(faq) => set({ faq })}
          errors={errors}
          errorKey="faq"
        />
        <ListEditor
          id="course-resources"
          legend="Resources"
          addLabel="Add a resource"
          itemLabel="Resource"
          items={fields.resources}
          columns={[
            { key: "title", label: "Name", maxLength: COURSE_LIMITS.resourceTitle },
            { key: "url", label: "Web address", maxLength: 2000, type: "url", placeholder: "https://" },
          ]}
          blank={{ title: "", url: "" }}
          max={COURSE_LIMITS.resources}
          onChange={(resources) => set({ resources })}
          errors={errors}
          errorKey="resources"
        />
      </fieldset>
    </Panel>
  );
}
