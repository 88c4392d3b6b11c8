"use client";

import { useState, type Dispatch, type ReactNode } from "react";
import { TextField } from "@/components/ui/text-field";
import { outline, totals, type BuilderAction, type CourseDraft, type LectureDraft } from "@/lib/creator/builder-model";
import { COURSE_LIMITS, type CourseErrors } from "@/lib/creator/course-validation";
import { formatDuration } from "@/lib/utils/duration";
import { Panel, smallButton } from "./panel";
import { SectionEditor } from "./section-editor";

type Props = { draft: CourseDraft; errors: CourseErrors; dispatch: Dispatch<BuilderAction>; disabled: boolean; renderMedia: (lecture: LectureDraft) => ReactNode };

export function CurriculumPanel({ draft, errors, dispatch, disabled, renderMedia }: Props) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState("");
  const sum = totals(draft);
  const sections = outline(draft);
  const add = () => {
    if (!title.trim()) return setError("Give the section a title first.");
    dispatch({ type: "addSection", title: title.trim() });
    setTitle("");
    setError("");
  };
  return (
    <Panel
      id="curriculum"
      title="Sections and lectures"
      description="Mark a section ready when all its lectures have their files. Counts and total length are worked out from the lectures."
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {sum.sectionCount} section{sum.sectionCount === 1 ? "" : "s"}, {sum.lectureCount} lecture{sum.lectureCount === 1 ? "" : "s"}, {formatDuration(sum.length)} in total
      </p>
      <fieldset disabled={disabled} className="space-y-4">
        {sections.length === 0 ? <p className="text-sm text-slate-600">Start with a section, then add its lectures.</p> : null}
        <ol className="space-y-4">
          {sections.map(({ section, ready, lectures }, index) => (
            <SectionEditor
              key={section.id}
              section={section}
              index={index}
              count={sections.length}
              ready={ready}
              lectures={lectures}
              errors={errors}
              dispatch={dispatch}
              defaultType={draft.fields.type === "documents" ? "document" : "video"}
              renderMedia={renderMedia}
            />
          ))}
        </ol>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <TextField
              id="new-section-title"
              label="New section"
              maxLength={COURSE_LIMITS.sectionTitle}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
              error={error || errors.sections}
            />
          </div>
          <button type="button" className={smallButton} onClick={add} disabled={sections.length >= COURSE_LIMITS.sections}>
            Add section
          </button>
        </div>
      </fieldset>
    </Panel>
  );
}
