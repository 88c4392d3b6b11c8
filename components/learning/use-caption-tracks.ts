"use client";

import { useCallback, useState } from "react";
import { useLoad } from "@/components/ui/use-load";
import type { Caption } from "@/lib/types/product";

/** A lecture's captions file with a signed, same-origin URL that <track> and the transcript can load. */
export type CaptionTrack = Caption & { src: string };

async function signCaptions(productId: string, lectureId: string, captions: Caption[]): Promise<CaptionTrack[]> {
  if (captions.length === 0) return [];
  const { requestCaptionsUrl } = await import("@/lib/api/learning");
  return Promise.all(captions.map(async (caption) => ({ ...caption, src: (await requestCaptionsUrl(productId, lectureId, caption.path)).url })));
}

/** Signed URLs for a lecture's captions; asked for even in low-data mode, where the transcript needs them. */
export function useCaptionTracks(productId: string, lectureId: string, captions: Caption[]) {
  // The lecture object is stable while its panel lives (the panel is keyed by lecture).
  const { state, reload } = useLoad(useCallback(() => signCaptions(productId, lectureId, captions), [productId, lectureId, captions]));
  return { tracks: state.status === "ready" ? state.value : [], failed: state.status === "failed", retry: reload };
}

const STORAGE_KEY = "captions-language";
const OFF = "off";

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, site settings): the choice then lasts for the page.
    return null;
  }
}

/**
 * The captions language the learner chose (null: off), remembered on this device for every
 * lecture. A language a lecture lacks falls back to off for that lecture only.
 */
export function useCaptionChoice(captions: Caption[]) {
  const [choice, setChoice] = useState(storedChoice);
  const language = choice && choice !== OFF && captions.some((caption) => caption.language === choice) ? choice : null;
  const choose = useCallback((next: string | null) => {
    setChoice(next ?? OFF);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ?? OFF);
    } catch {
      // As above: not remembered, still applied.
    }
  }, []);
  return [language, choose] as const;
}
