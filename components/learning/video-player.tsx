"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { POSITION_SAVE_INTERVAL_MS, resumePosition } from "@/lib/learning/progress";

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
};

// An error this close to the URL's expiry is taken for the expiry.
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The browser's own player (keyboard and screen-reader support included), resuming where the
 * learner stopped. The position is saved every ~10 s while playing, on pause and at the end,
 * and when the lecture or page is left.
 */
export function VideoPlayer({ src, title, startAt, expiresAt, onPosition, onEnded, onExpired, onRetry }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
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
    // A source the browser already holds can have its metadata before React listens for
    // loadedmetadata (seen after a reload in Chromium): resume here then.
    const element = video.current;
    if (element && element.readyState >= HTMLMediaElement.HAVE_METADATA) resume(element);
  }, [resume]);

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
  }, [save]);

  return (
    <div>
      <video
        ref={video}
        src={src}
        controls
        preload="metadata"
        aria-label={title}
        className="aspect-video w-full rounded-md bg-black"
        onLoadedMetadata={(event) => {
          resume(event.currentTarget);
          setFailed(false);
        }}
        onTimeUpdate={(event) => {
          const element = event.currentTarget;
          resumeAt.current = element.currentTime;
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
        <a href={src} download>
          Download the video
        </a>
      </video>
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
