import type { Lecture, ProductSection } from "@/lib/types/product";
import type { Progress } from "@/lib/types/progress";

/** How often a playing video saves its position (besides pause, end and leaving the page). */
export const POSITION_SAVE_INTERVAL_MS = 10_000;
/** A position this close to the end restarts the video: the learner has watched it. */
const END_MARGIN_SECONDS = 2;

export type OutlineSection = { id: string; title: string; lectures: Lecture[] };

/**
 * The product's sections in their stored order, each with its lectures sorted by `order`.
 * Lectures whose section no longer exists are kept, last, so nothing a learner paid for hides.
 */
export function groupLectures(sections: ProductSection[], lectures: Lecture[]): OutlineSection[] {
  const sorted = [...lectures].sort((a, b) => a.order - b.order);
  const known = new Set(sections.map((section) => section.id));
  const outline = sections.map((section) => ({ ...section, lectures: sorted.filter((lecture) => lecture.sectionId === section.id) }));
  const orphans = sorted.filter((lecture) => !known.has(lecture.sectionId));
  if (orphans.length) outline.push({ id: "more", title: "More lectures", lectures: orphans });
  return outline.filter((section) => section.lectures.length > 0);
}

/** The lectures in the order a learner meets them. */
export const lectureSequence = (outline: OutlineSection[]): Lecture[] => outline.flatMap((section) => section.lectures);

/** Whole percent, rounded down so that 100 % means every lecture is done. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(Math.max(done, 0), total) / total) * 100);
}

/** Percent of `lectureIds` completed; ids of lectures since removed do not count. */
export function progressPercent(completed: string[], lectureIds: string[]): number {
  const done = new Set(completed);
  return percentOf(lectureIds.filter((id) => done.has(id)).length, lectureIds.length);
}

export const progressText = (percent: number) => `${percent}% complete`;

/** True once the learner has opened, watched or finished anything: the card says "Continue". */
export const hasStarted = (progress: Progress | undefined): boolean =>
  !!progress && (progress.completed.length > 0 || progress.lastLectureId !== "" || Object.keys(progress.positions).length > 0);

/** The lecture after `currentId` in `sequence`, or null after the last one. */
export function nextLecture(sequence: Lecture[], currentId: string): Lecture | null {
  const index = sequence.findIndex((lecture) => lecture.id === currentId);
  return index === -1 ? null : (sequence[index + 1] ?? null);
}

/** Where a learner resumes: the lecture opened last, else the first unfinished one, else the first. */
export function resumeLecture(sequence: Lecture[], progress: Progress | undefined): Lecture | null {
  const last = sequence.find((lecture) => lecture.id === progress?.lastLectureId);
  if (last) return last;
  const done = new Set(progress?.completed ?? []);
  return sequence.find((lecture) => !done.has(lecture.id)) ?? sequence[0] ?? null;
}

/** The second to start a video at: where it was left, unless that was (nearly) the end. */
export function resumePosition(saved: number | undefined, duration: number): number {
  if (saved === undefined || !Number.isFinite(saved) || saved <= 0) return 0;
  if (Number.isFinite(duration) && saved >= duration - END_MARGIN_SECONDS) return 0;
  return saved;
}
