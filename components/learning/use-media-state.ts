"use client";

import { useEffect, useState, type RefObject } from "react";

export type MediaState = { playing: boolean; time: number; duration: number; rate: number; muted: boolean; fullScreen: boolean };

const EVENTS = ["play", "pause", "ended", "timeupdate", "seeked", "durationchange", "loadedmetadata", "ratechange", "volumechange", "emptied"];

const read = (element: HTMLVideoElement | null, fullScreen: boolean): MediaState => ({
  playing: element ? !element.paused && !element.ended : false,
  time: element?.currentTime ?? 0,
  duration: element && Number.isFinite(element.duration) ? element.duration : 0,
  rate: element?.playbackRate ?? 1,
  muted: element?.muted ?? false,
  fullScreen,
});

/** What the player's own controls show, read from the <video> element's events. */
export function useMediaState(video: RefObject<HTMLVideoElement | null>, frame: RefObject<HTMLElement | null>): MediaState {
  const [state, setState] = useState(() => read(null, false));

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const update = () => setState(read(element, document.fullscreenElement !== null && document.fullscreenElement === frame.current));
    update();
    for (const name of EVENTS) element.addEventListener(name, update);
    document.addEventListener("fullscreenchange", update);
    return () => {
      for (const name of EVENTS) element.removeEventListener(name, update);
      document.removeEventListener("fullscreenchange", update);
    };
  }, [video, frame]);

  return state;
}
