"use client";

import { Button } from "@/components/ui/button";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef } from "react";
import type { Lecture } from "@/lib/types/product";
import { useLectureMedia } from "./use-lecture-media";

// The player and viewer load only once a lecture is open, so no other page carries them.
const loading = () => (
  <p role="status" className="flex aspect-video items-center justify-center rounded-md bg-slate-100 text-slate-600">
    Loading the lecture…
  </p>
);
const VideoPlayer = dynamic(() => import("./video-player").then((module) => module.VideoPlayer), { ssr: false, loading });
const DocumentViewer = dynamic(() => import("./document-viewer").then((module) => module.DocumentViewer), { ssr: false, loading });

type LecturePanelProps = {
  productId: string;
  lecture: Lecture;
  completed: boolean;
  /** Seconds where the learner left this video. */
  position: number | undefined;
  next: Lecture | null;
  /** Moves focus to the lecture's title, after the learner picked another lecture. */
  focusTitle: boolean;
  onPosition: (lectureId: string, seconds: number) => void;
  onCompleted: (lectureId: string, done: boolean) => void;
  onSelect: (lectureId: string) => void;
};

/** One lecture: its video or document and the buttons to finish it and move on. Keyed by lecture. */
export function LecturePanel({ productId, lecture, completed, position, next, focusTitle, onPosition, onCompleted, onSelect }: LecturePanelProps) {
  const { state, retry, renew } = useLectureMedia(productId, lecture.id);
  const title = useRef<HTMLHeadingElement>(null);
  const lectureId = lecture.id;

  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  const savePosition = useCallback((seconds: number) => onPosition(lectureId, seconds), [onPosition, lectureId]);
  const finish = useCallback(() => {
    if (!completed) onCompleted(lectureId, true);
  }, [completed, onCompleted, lectureId]);

  return (
    <section aria-labelledby="lecture-title" className="min-w-0">
      <p className="text-sm text-slate-600">
        {lecture.type === "video" ? "Video" : "Document"} · {lecture.duration} min
      </p>
      <h2 id="lecture-title" ref={title} tabIndex={-1} className="mt-1 text-2xl font-semibold text-slate-900 focus:outline-none">
        {lecture.title}
      </h2>
      <div className="mt-4">
        {state.status === "loading" ? loading() : null}
        {state.status === "failed" ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            <p>{state.message}</p>
            <button type="button" onClick={retry} className="mt-2 font-semibold underline underline-offset-2">
              Retry
            </button>
          </div>
        ) : null}
        {state.status === "ready" && state.media.kind === "video" ? (
          <VideoPlayer
            src={state.media.url}
            title={lecture.title}
            startAt={position ?? 0}
            expiresAt={state.media.expiresAt}
            onPosition={savePosition}
            onEnded={finish}
            onExpired={renew}
            onRetry={retry}
          />
        ) : null}
        {state.status === "ready" && state.media.kind === "document" ? <DocumentViewer src={state.media.url} title={lecture.title} /> : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {/* Empty, it is taken out of the row (a flex gap would be kept for it) but stays a live region. */}
        <p aria-live="polite" className="text-sm font-semibold text-brand-800 empty:absolute">
          {completed ? (
            <>
              <span aria-hidden="true">✓ </span>Completed
            </>
          ) : null}
        </p>
        <Button size="sm" variant={completed ? "secondary" : "primary"} onClick={() => onCompleted(lectureId, !completed)}>
          {completed ? "Mark as not complete" : "Mark as complete"}
        </Button>
        {next ? (
          <Button size="sm" variant="outline" onClick={() => onSelect(next.id)}>
            Next lecture: {next.title}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
