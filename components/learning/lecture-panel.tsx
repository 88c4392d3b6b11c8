"use client";

import { Button } from "@/components/ui/button";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef } from "react";
import type { Lecture } from "@/lib/types/product";
import { MediaFailed, MediaLoading } from "./media-status";
import { useLectureMedia } from "./use-lecture-media";
import { VideoLecture } from "./video-lecture";

// The viewer loads only once a document lecture is open, so no other page carries it.
const DocumentViewer = dynamic(() => import("./document-viewer").then((module) => module.DocumentViewer), { ssr: false, loading: MediaLoading });

function DocumentLecture({ productId, lecture }: { productId: string; lecture: Lecture }) {
  const { state, retry } = useLectureMedia(productId, lecture.id);
  if (state.status === "loading") return <MediaLoading />;
  if (state.status === "failed") return <MediaFailed message={state.message} onRetry={retry} />;
  return <DocumentViewer src={state.media.url} title={lecture.title} />;
}

type LecturePanelProps = {
  productId: string;
  lecture: Lecture;
  completed: boolean;
  /** Seconds where the learner left this video. */
  position: number | undefined;
  next: Lecture | null;
  /** The course's links, shown instead of a video in low-data mode. */
  resources: { title: string; url: string }[];
  /** Moves focus to the lecture's title, after the learner picked another lecture. */
  focusTitle: boolean;
  onPosition: (lectureId: string, seconds: number) => void;
  onCompleted: (lectureId: string, done: boolean) => void;
  onSelect: (lectureId: string) => void;
};

/** One lecture: its video or document and the buttons to finish it and move on. Keyed by lecture. */
export function LecturePanel({ productId, lecture, completed, position, next, resources, focusTitle, onPosition, onCompleted, onSelect }: LecturePanelProps) {
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
        {lecture.type === "video" ? (
          <VideoLecture productId={productId} lecture={lecture} position={position} resources={resources} onPosition={savePosition} onEnded={finish} />
        ) : (
          <DocumentLecture productId={productId} lecture={lecture} />
        )}
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
