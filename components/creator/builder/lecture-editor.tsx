"use client";

import type { Dispatch, ReactNode } from "react";
import { TextField } from "@/components/ui/text-field";
import type { BuilderAction, LectureDraft } from "@/lib/creator/builder-model";
import { COURSE_LIMITS, type CourseErrors } from "@/lib/creator/course-validation";
import { MoveButtons } from "./panel";

type Props = { lecture: LectureDraft; position: number; count: number; errors: CourseErrors; dispatch: Dispatch<BuilderAction>; media: ReactNode };

export function LectureEditor({ lecture, position, count, errors, dispatch, media }: Props) {
  const update = (changes: Partial<Omit<LectureDraft, "id">>) => dispatch({ type: "updateLecture", lectureId: lecture.id, changes });
  const name = lecture.title.trim() || `Lecture ${position + 1}`;
  const remove = () => {
    if (!lecture.media || window.confirm(`Delete “${name}” and detach its file?`)) dispatch({ type: "removeLecture", lectureId: lecture.id });
  };
  return (
    <li className="rounded-md bg-slate-50 p-3" aria-label={`Lecture ${position + 1}: ${name}`}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <TextField
          id={`lecture-${lecture.id}-title`}
          label={`Lecture ${position + 1} title`}
          maxLength={COURSE_LIMITS.lectureTitle}
          value={lecture.title}
          onChange={(event) => update({ title: event.target.value })}
          error={errors[`lecture.${lecture.id}.title`]}
        />
        {lecture.type === "document" ? (
          <TextField
            id={`lecture-${lecture.id}-duration`}
            label="Reading time (minutes)"
            type="number"
            min={0}
            max={COURSE_LIMITS.lectureMinutes}
            value={Number.isFinite(lecture.duration) ? String(lecture.duration) : ""}
            onChange={(event) => update({ duration: event.target.value === "" ? Number.NaN : Number(event.target.value) })}
            error={errors[`lecture.${lecture.id}.duration`]}
          />
        ) : (
          <p className="text-sm text-slate-700 sm:self-end sm:pb-2">
            {lecture.media ? `${lecture.duration} min, from the video` : "Length: from the video once uploaded"}
          </p>
        )}
      </div>
      <div className="mt-3">{media}</div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="mr-auto flex items-center gap-2 text-sm text-slate-900">
          <input type="checkbox" checked={lecture.preview} onChange={(event) => update({ preview: event.target.checked })} className="size-4 accent-brand-700" />
          Free preview
        </label>
        <MoveButtons name={name} position={position} count={count} onMove={(by) => dispatch({ type: "moveLecture", lectureId: lecture.id, by })} onDelete={remove} />
      </div>
    </li>
  );
}
