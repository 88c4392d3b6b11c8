"use client";

import { useId, type ReactNode, type RefObject } from "react";
import { formatClock } from "@/lib/learning/transcript";
import type { CaptionTrack } from "./use-caption-tracks";
import type { MediaState } from "./use-media-state";

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

type PlayerControlsProps = {
  video: RefObject<HTMLVideoElement | null>;
  frame: RefObject<HTMLDivElement | null>;
  state: MediaState;
  title: string;
  tracks: CaptionTrack[];
  captionLanguage: string | null;
  onCaptionLanguage: (language: string | null) => void;
  playButton?: RefObject<HTMLButtonElement | null>;
};

const control =
  "rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
const iconButton = `${control} inline-flex size-10 shrink-0 items-center justify-center hover:bg-white/15`;
const menu = `${control} h-10 rounded-md border border-white/40 bg-slate-800 px-1.5 text-sm text-white`;

const Icon = ({ children }: { children: ReactNode }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-current">
    {children}
  </svg>
);

/**
 * The player's own controls, each a native button, slider or select, so the keyboard reaches
 * them in order and screen readers name them (docs/decisions/0193-captions-player-and-transcript.md).
 */
export function PlayerControls({ video, frame, state, title, tracks, captionLanguage, onCaptionLanguage, playButton }: PlayerControlsProps) {
  const speedId = useId();
  const captionsId = useId();
  const element = () => video.current;
  const togglePlay = () => {
    const media = element();
    if (!media) return;
    if (media.paused || media.ended) media.play().catch(() => undefined);
    else media.pause();
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (frame.current?.requestFullscreen) void frame.current.requestFullscreen().catch(() => undefined);
    else (element() as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };

  return (
    <div role="group" aria-label={`Video controls: ${title}`} className="bg-slate-900 px-2 pt-2 pb-1 text-white">
      <input
        type="range"
        aria-label="Seek"
        min={0}
        max={state.duration || 0}
        step={1}
        value={Math.min(state.time, state.duration || 0)}
        aria-valuetext={`${formatClock(state.time)} of ${formatClock(state.duration)}`}
        disabled={!state.duration}
        onChange={(event) => {
          const media = element();
          if (media) media.currentTime = Number(event.currentTarget.value);
        }}
        className={`${control} block h-6 w-full accent-emerald-400`}
      />
      <div className="flex flex-wrap items-center gap-x-1 gap-y-1">
        <button ref={playButton} type="button" aria-label={state.playing ? "Pause" : "Play"} onClick={togglePlay} className={iconButton}>
          <Icon>{state.playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}</Icon>
        </button>
        <span className="px-1 font-mono text-xs tabular-nums sm:text-sm" aria-hidden="true">
          {formatClock(state.time)} / {formatClock(state.duration)}
        </span>
        <span className="flex-1" />
        <button type="button" aria-label="Mute" aria-pressed={state.muted} onClick={() => element() && (element()!.muted = !state.muted)} className={iconButton}>
          <Icon>
            {state.muted ? <path d="M3 9v6h4l5 5V4L7 9zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4z" /> : <path d="M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />}
          </Icon>
        </button>
        <label htmlFor={speedId} className="sr-only">
          Speed
        </label>
        <select id={speedId} value={state.rate} onChange={(event) => element() && (element()!.playbackRate = Number(event.currentTarget.value))} className={menu}>
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speed}×
            </option>
          ))}
        </select>
        {tracks.length > 0 ? (
          // The label and its menu wrap as one.
          <span className="inline-flex items-center gap-1">
            <label htmlFor={captionsId} className="pl-1 text-sm font-semibold">
              <span aria-hidden="true">CC</span>
              <span className="sr-only">Captions</span>
            </label>
            <select id={captionsId} value={captionLanguage ?? ""} onChange={(event) => onCaptionLanguage(event.currentTarget.value || null)} className={menu}>
              <option value="">Off</option>
              {tracks.map((track) => (
                <option key={track.language} value={track.language}>
                  {track.label}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <button type="button" aria-label={state.fullScreen ? "Exit full screen" : "Full screen"} onClick={toggleFullScreen} className={iconButton}>
          <Icon>{state.fullScreen ? <path d="M8 3v5H3v2h7V3zm8 0h-2v7h7V8h-5zM3 14v2h5v5h2v-7zm11 0v7h2v-5h5v-2z" /> : <path d="M3 3h7v2H5v5H3zm11 0h7v7h-2V5h-5zM3 14h2v5h5v2H3zm16 0h2v7h-7v-2h5z" />}</Icon>
        </button>
      </div>
    </div>
  );
}
