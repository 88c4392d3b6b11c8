"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";

const frame = "mt-2 aspect-video w-full rounded-lg bg-slate-900";

/**
 * Until it is played, a link to the video file with the poster (children) and a play sign:
 * without JavaScript the link opens the file in the browser's own player. Played, the video
 * with its controls takes the poster's place, starts and has the focus.
 */
export function PreviewPlayer({ src, poster, title, children }: { src: string; poster: string; title: string; children: ReactNode }) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (playing) video.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <video ref={video} controls autoPlay tabIndex={0} poster={poster || undefined} aria-label={`Preview of ${title}`} className={frame}>
        <source src={src} />
        Your browser cannot play this video. <a href={src}>Download the preview</a> instead.
      </video>
    );
  }

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or a download stays the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <a
      href={src}
      onClick={play}
      aria-label={`Play the preview of ${title}`}
      className={`group relative block overflow-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${frame}`}
    >
      {children}
      <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-white/90 shadow-lg group-hover:bg-white">
          <svg viewBox="0 0 24 24" className="ml-1 size-8 fill-brand-700">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </span>
    </a>
  );
}
