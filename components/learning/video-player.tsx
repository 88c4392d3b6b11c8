"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { POSITION_SAVE_INTERVAL_MS, resumePosition } from "@/lib/learning/progress";
import { PlayerControls } from "./player-controls";
import type { CaptionTrack } from "./use-caption-tracks";
import { useMediaState } from "./use-media-state";

type VideoPlayerProps = {
  src: string;
  title: string;
  /** Seconds where the learner left this lecture last time. */
  startAt: number;
  /** When `src` stops working (ISO). */
  expiresAt: string;
  onPosition: (seconds: number) => void;
  onEnded: () => void;
  /** Asks for a fresh URL: the old one expired during a long lecture. */
  onExpired: () => void;
  onRetry: () => void;
  /** The <video> element, for the transcript to follow and seek. */
  videoRef: RefObject<HTMLVideoElement | null>;
  tracks: CaptionTrack[];
  /** The captions shown (null: off). */
  captionLanguage: string | null;
  onCaptionLanguage: (language: string | null) => void;
  onTime: (seconds: number) => void;
  /** Puts focus on Play once the player is there: the learner just asked for the video. */
  focusPlay?: boolean;
};

// An error this close to the URL's expiry is taken for the expiry.
const EXPIRY_MARGIN_MS = 30_000;

/**
 * A video with its captions tracks and our own controls, resuming where the learner stopped.
 * The position is saved every ~10 s while playing, on pause and at the end, and when the
 * lecture or page is left.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { src, title, startAt, expiresAt, onPosition, onEnded, onExpired, onRetry, videoRef: video, tracks, captionLanguage, onCaptionLanguage, onTime, focusPlay } = props;
  const frame = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const media = useMediaState(video, frame);
  // Where a loading source starts: the saved position, then wherever playback got to, so a
  // renewed URL continues from the same second.
  const resumeAt = useRef(startAt);
  const saved = useRef({ at: 0, position: startAt });
  const [failed, setFailed] = useState(false);

  const save = useCallback(
    (element: HTMLVideoElement) => {
      saved.current.at = Date.now();
      const position = element.currentTime;
      if (!Number.isFinite(position) || Math.abs(position - saved.current.position) < 0.5) return;
      saved.current.position = position;
      onPosition(position);
    },
    [onPosition],
  );

  const resume = useCallback((element: HTMLVideoElement) => {
    const start = resumePosition(resumeAt.current, element.duration);
    if (start > 0) element.currentTime = start;
    saved.current = { at: Date.now(), position: start };
  }, []);

  useEffect(() => {
    if (focusPlay) playButton.current?.focus();
  }, [focusPlay]);

  useEffect(() => {
    // Tracks arrive after the video (their URLs are signed apart), so each new one is set too.
    const list = video.current?.textTracks;
    if (!list) return;
    const apply = () => {
      for (const track of Array.from(list)) track.mode = track.language === captionLanguage ? "showing" : "disabled";
    };
    apply();
    list.addEventListener("addtrack", apply);
    return () => list.removeEventListener("addtrack", apply);
  }, [video, captionLanguage, tracks]);

  useEffect(() => {
    // A source the browser already holds can have its metadata before React listens for
    // loadedmetadata (seen after a reload in Chromium): resume here then.
    const element = video.current;
    if (element && element.readyState >= HTMLMediaElement.HAVE_METADATA) resume(element);
  }, [resume, video]);

  useEffect(() => {
    // Captured now: React detaches the ref before this cleanup runs on unmount.
    const element = video.current;
    if (!element) return;
    // pagehide also fires when the page enters the back/forward cache, unlike unload
    // (https://developer.chrome.com/docs/web-platform/page-lifecycle-api).
    const onPageHide = () => save(element);
    const onHidden = () => document.visibilityState === "hidden" && save(element);
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onHidden);
      save(element);
    };
  }, [save, video]);

  return (
    <div>
      <div ref={frame} className="overflow-hidden rounded-md bg-black [&:fullscreen]:flex [&:fullscreen]:flex-col">
        <video
          ref={video}
          src={src}
          preload="metadata"
          aria-label={title}
          className="aspect-video w-full bg-black [:fullscreen_&]:min-h-0 [:fullscreen_&]:flex-1"
          onClick={(event) => {
            const element = event.currentTarget;
            if (element.paused) element.play().catch(() => undefined);
            else element.pause();
          }}
          onLoadedMetadata={(event) => {
            resume(event.currentTarget);
            setFailed(false);
          }}
          onTimeUpdate={(event) => {
            const element = event.currentTarget;
            resumeAt.current = element.currentTime;
            onTime(element.currentTime);
            if (!element.paused && Date.now() - saved.current.at >= POSITION_SAVE_INTERVAL_MS) save(element);
          }}
          onPause={(event) => save(event.currentTarget)}
          onEnded={(event) => {
            save(event.currentTarget);
            onEnded();
          }}
          onError={() => {
            if (Date.now() >= Date.parse(expiresAt) - EXPIRY_MARGIN_MS) onExpired();
            else setFailed(true);
          }}
        >
          {tracks.map((track) => (
            <track key={track.path} kind="captions" srcLang={track.language} label={track.label} src={track.src} />
          ))}
          <a href={src} download>
            Download the video
          </a>
        </video>
        <PlayerControls
          video={video}
          frame={frame}
          state={media}
          title={title}
          tracks={tracks}
          captionLanguage={captionLanguage}
          onCaptionLanguage={onCaptionLanguage}
          playButton={playButton}
        />
      </div>
      {failed ? (
        <div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <p>The video could not be played.</p>
          <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
            Try again
          </button>
        </div>
      ) : null}
    </div>
  );
}
