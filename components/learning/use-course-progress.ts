"use client";

import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { Progress } from "@/lib/types/progress";

// Loaded on demand, like every Firestore module in the browser.
const progressDb = () => import("@/lib/db/progress");

const SAVE_FAILED = "Your progress could not be saved. Check your connection and try again.";

const withCompleted = (progress: Progress, lectureId: string, done: boolean): Progress => ({
  ...progress,
  completed: done ? [...new Set([...progress.completed, lectureId])] : progress.completed.filter((id) => id !== lectureId),
  lastLectureId: lectureId,
});

/** The learner's progress in one product, shown at once and saved to Firestore behind it. */
export function useCourseProgress(uid: string, productId: string, initial: Progress) {
  const [progress, setProgress] = useState(initial);

  const openLecture = useCallback(
    (lectureId: string) => {
      setProgress((current) => ({ ...current, lastLectureId: lectureId }));
      // Only "Continue" depends on it; a failed write is not worth interrupting the learner.
      progressDb()
        .then((db) => db.saveLastLecture(uid, productId, lectureId))
        .catch(() => undefined);
    },
    [uid, productId],
  );

  const savePosition = useCallback(
    (lectureId: string, seconds: number) => {
      setProgress((current) => ({ ...current, positions: { ...current.positions, [lectureId]: seconds }, lastLectureId: lectureId }));
      // The next save (within ~10 s) repeats it; a toast every time would drown the lecture.
      progressDb()
        .then((db) => db.saveLecturePosition(uid, productId, lectureId, seconds))
        .catch(() => undefined);
    },
    [uid, productId],
  );

  const setCompleted = useCallback(
    /** Resolves true once the change is saved (the server then reads it to decide completion). */
    async (lectureId: string, done: boolean): Promise<boolean> => {
      setProgress((current) => withCompleted(current, lectureId, done));
      try {
        await (await progressDb()).setLectureCompleted(uid, productId, lectureId, done);
        return true;
      } catch {
        setProgress((current) => withCompleted(current, lectureId, !done));
        toast.error(SAVE_FAILED);
        return false;
      }
    },
    [uid, productId],
  );

  return { progress, openLecture, savePosition, setCompleted };
}
