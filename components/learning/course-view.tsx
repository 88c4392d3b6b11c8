"use client";

import { Link } from "@/components/ui/link";
import { useMemo, useState } from "react";
import { ProgressBar } from "@/components/library/progress-bar";
import type { Course } from "@/lib/learning/course";
import { groupLectures, lectureSequence, nextLecture, progressPercent, resumeLecture } from "@/lib/learning/progress";
import { LectureOutline } from "./lecture-outline";
import { CompletionNotice } from "./completion-notice";
import { LecturePanel } from "./lecture-panel";
import { useCompletion } from "./use-completion";
import { useCourseProgress } from "./use-course-progress";

/** A product the learner may study: the current lecture beside the course's outline. */
export function CourseView({ course, uid }: { course: Course; uid: string }) {
  const { product, lectures } = course;
  const outline = useMemo(() => groupLectures(product.sections, lectures), [product.sections, lectures]);
  const sequence = useMemo(() => lectureSequence(outline), [outline]);
  const { progress, openLecture, savePosition, setCompleted } = useCourseProgress(uid, product.id, course.progress);
  const [currentId, setCurrentId] = useState(() => resumeLecture(sequence, course.progress)?.id ?? "");
  // Focus follows the learner's choice of lecture, but is never moved on arrival.
  const [chosen, setChosen] = useState(false);
  const current = sequence.find((lecture) => lecture.id === currentId);
  const percent = progressPercent(progress.completed, sequence.map((lecture) => lecture.id));
  const { completion, check } = useCompletion(product.id, sequence.length > 0 && progressPercent(course.progress.completed, sequence.map((lecture) => lecture.id)) === 100);

  // The server decides completion from the saved progress, so it is asked only after the save.
  const markCompleted = async (lectureId: string, done: boolean) => {
    const finishesCourse = done && sequence.every((lecture) => lecture.id === lectureId || progress.completed.includes(lecture.id));
    if ((await setCompleted(lectureId, done)) && finishesCourse) await check();
  };

  const select = (lectureId: string) => {
    setCurrentId(lectureId);
    setChosen(true);
    openLecture(lectureId);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Link href="/library" className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        <span aria-hidden="true">← </span>Your library
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{product.title}</h1>
      <div className="mt-3 max-w-md">
        <ProgressBar percent={percent} label={`Progress in ${product.title}`} />
      </div>
      <CompletionNotice completion={completion} onRetry={() => void check()} />
      {current ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <LecturePanel
            key={current.id}
            productId={product.id}
            lecture={current}
            completed={progress.completed.includes(current.id)}
            position={progress.positions[current.id]}
            next={nextLecture(sequence, current.id)}
            resources={product.resources}
            focusTitle={chosen}
            onPosition={savePosition}
            onCompleted={(lectureId, done) => void markCompleted(lectureId, done)}
            onSelect={select}
          />
          <LectureOutline outline={outline} currentId={current.id} completed={progress.completed} onSelect={select} />
        </div>
      ) : (
        <p className="mt-8 text-slate-700">This course has no lectures yet.</p>
      )}
    </div>
  );
}
