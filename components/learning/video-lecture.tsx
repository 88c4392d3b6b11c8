"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Switch } from "@/components/ui/switch";
import type { Lecture } from "@/lib/types/product";
import { LowDataNotice } from "./low-data-notice";
import { MediaLoading, MediaFailed } from "./media-status";
import { useCaptionChoice, useCaptionTracks } from "./use-caption-tracks";
import { useLectureMedia } from "./use-lecture-media";
import { useLowDataMode } from "./use-low-data-mode";

// Loaded only once a video lecture is open, so no other page carries them.
const VideoPlayer = dynamic(() => import("./video-player").then((module) => module.VideoPlayer), { ssr: false, loading: MediaLoading });
const TranscriptPanel = dynamic(() => import("./transcript-panel").then((module) => module.TranscriptPanel), {
  ssr: false,
  loading: () => (
    <p role="status" className="rounded-lg border border-slate-200 px-4 py-3 text-sm text-slate-600">
      Loading the transcript…
    </p>
  ),
});

type VideoLectureProps = {
  productId: string;
  lecture: Lecture;
  /** Seconds where the learner left this video. */
  position: number | undefined;
  resources: { title: string; url: string }[];
  onPosition: (seconds: number) => void;
  onEnded: () => void;
};

/**
 * A video lecture: the player and, when the lecture has captions, its transcript beside it. In
 * low-data mode the transcript and the course's resources stand in for the video, whose URL is
 * not even asked for until the learner presses "Load video".
 */
export function VideoLecture({ productId, lecture, position, resources, onPosition, onEnded }: VideoLectureProps) {
  const { lowDataMode, setLowDataMode } = useLowDataMode();
  const [asked, setAsked] = useState(false);
  const showVideo = lowDataMode === false || (lowDataMode === true && asked);
  const { state, retry, renew } = useLectureMedia(productId, lecture.id, showVideo);
  const captions = useCaptionTracks(productId, lecture.id, lecture.captions);
  const [language, setLanguage] = useCaptionChoice(lecture.captions);
  const video = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(position ?? 0);
  const transcript = captions.tracks.find((track) => track.language === language) ?? captions.tracks[0];

  const seek = (seconds: number) => {
    setTime(seconds);
    if (video.current) video.current.currentTime = seconds;
    // No video yet: it will start here once loaded.
    else onPosition(seconds);
  };

  return (
    <div>
      {lowDataMode === null ? null : (
        <Switch
          label="Low-data mode"
          description="Transcript and resources instead of the video, which loads only when you ask."
          checked={lowDataMode}
          onChange={(on) => {
            setAsked(false);
            void setLowDataMode(on);
          }}
        />
      )}
      <div className={`mt-4 grid gap-4 ${lecture.captions.length > 0 ? "2xl:grid-cols-[minmax(0,1fr)_20rem]" : ""}`}>
        <div className="min-w-0">
          {lowDataMode === null ? <MediaLoading /> : null}
          {lowDataMode === true && !asked ? <LowDataNotice hasTranscript={lecture.captions.length > 0} resources={resources} onLoadVideo={() => setAsked(true)} /> : null}
          {showVideo && state.status === "loading" ? <MediaLoading /> : null}
          {showVideo && state.status === "failed" ? <MediaFailed message={state.message} onRetry={retry} /> : null}
          {showVideo && state.status === "ready" ? (
            <VideoPlayer
              src={state.media.url}
              title={lecture.title}
              startAt={position ?? 0}
              expiresAt={state.media.expiresAt}
              onPosition={onPosition}
              onEnded={onEnded}
              onExpired={renew}
              onRetry={retry}
              videoRef={video}
              tracks={captions.tracks}
              captionLanguage={language}
              onCaptionLanguage={setLanguage}
              onTime={setTime}
              focusPlay={asked}
            />
          ) : null}
          {captions.failed ? (
            <p role="alert" className="mt-3 text-sm text-red-800">
              The captions could not be loaded.{" "}
              <button type="button" onClick={captions.retry} className="font-semibold underline underline-offset-2">
                Retry
              </button>
            </p>
          ) : null}
        </div>
        {transcript ? <TranscriptPanel src={transcript.src} label={transcript.label} time={time} onSeek={seek} tall={!showVideo} /> : null}
      </div>
    </div>
  );
}
