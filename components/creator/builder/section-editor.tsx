"use client";

import { useState, type Dispatch, type ReactNode } from "react";
import { TextField } from "@/components/ui/text-field";
import type { BuilderAction, LectureDraft } from "@/lib/creator/builder-model";
import { COURSE_LIMITS, type CourseErrors } from "@/lib/creator/course-validation";
import type { LectureType, ProductSection } from "@/lib/types/product";
import { LectureEditor } from "./lecture-editor";
import { MoveButtons, smallButton } from "./panel";

type Props = {
  section: ProductSection;
  index: number;
  count: number;
  ready: boolean;
  lectures: LectureDraft[];
  errors: CourseErrors;
  dispatch: Dispatch<BuilderAction>;
  defaultType: LectureType;
  renderMedia: (lecture: LectureDraft) => ReactNode;
};

export function SectionEditor({ section, index, count, ready, lectures, errors, dispatch, defaultType, renderMedia }: Props) {
  const [newTitle, setNewTitle] = useState("");
  const [newType, setNewType] = useState<LectureType>(defaultType);
  const [addError, setAddError] = useState("");
  const name = section.title.trim() || `Section ${index + 1}`;

  const addLecture = () => {
    if (!newTitle.trim()) return setAddError("Give the lecture a title first.");
    if (newTitle.length > COURSE_LIMITS.lectureTitle) return setAddError(`Lecture titles can be up to ${COURSE_LIMITS.lectureTitle} characters.`);
    dispatch({ type: "addLecture", sectionId: section.id, title: newTitle.trim(), lectureType: newType });
    setNewTitle("");
    setAddError("");
  };

  const remove = () => {
    const question = lectures.length
      ? `Delete “${name}” and its ${lectures.length} lecture${lectures.length === 1 ? "" : "s"}? Their uploads are detached too.`
      : `Delete “${name}”?`;
    if (window.confirm(question)) dispatch({ type: "removeSection", sectionId: section.id });
  };

  return (
    <li className="rounded-md border border-slate-300 p-3 sm:p-4" aria-label={`Section ${index + 1}: ${name}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <TextField
            id={`section-${section.id}-title`}
            label={`Section ${index + 1} title`}
            maxLength={COURSE_LIMITS.sectionTitle}
            value={section.title}
            onChange={(event) => dispatch({ type: "renameSection", sectionId: section.id, title: event.target.value })}
            error={errors[`section.${section.id}`]}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <MoveButtons name={name} position={index} count={count} onMove={(by) => dispatch({ type: "moveSection", sectionId: section.id, by })} onDelete={remove} />
        </div>
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm text-slate-900">
        <input type="checkbox" checked={ready} onChange={(event) => dispatch({ type: "setReady", sectionId: section.id, ready: event.target.checked })} className="size-4 accent-brand-700" />
        Ready to publish
      </label>

      {lectures.length === 0 ? <p className="mt-3 text-sm text-slate-600">No lectures in this section yet.</p> : null}
      <ol className="mt-3 space-y-3">
        {lectures.map((lecture, position) => (
          <LectureEditor
            key={lecture.id}
            lecture={lecture}
            position={position}
            count={lectures.length}
            errors={errors}
            dispatch={dispatch}
            media={renderMedia(lecture)}
          />
        ))}
      </ol>

      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-3 sm:flex-row sm:items-end">
        <div className="grow">
          <TextField
            id={`section-${section.id}-new-lecture`}
            label={`New lecture in ${name}`}
            maxLength={COURSE_LIMITS.lectureTitle}
            value={newTitle}
            onChange={(event) => setNewTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addLecture();
              }
            }}
            error={addError}
          />
        </div>
        <div>
          <label htmlFor={`section-${section.id}-new-type`} className="block text-sm font-medium text-slate-900">
            Kind
          </label>
          <select
            id={`section-${section.id}-new-type`}
            value={newType}
            onChange={(event) => setNewType(event.target.value as LectureType)}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="video">Video</option>
            <option value="document">PDF document</option>
          </select>
        </div>
        <button type="button" className={smallButton} onClick={addLecture}>
          Add lecture
        </button>
      </div>
    </li>
  );
}
