"use client";

import { useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import type { LectureMedia } from "@/lib/api/learning";

export type LectureMediaState = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; media: LectureMedia };

const FAILED = "The lecture could not be opened. Check your connection and try again.";

async function fetchMedia(productId: string, lectureId: string) {
  // Loaded on demand: Firebase Auth is needed for the ID token, and only here.
  const { requestMediaUrl } = await import("@/lib/api/learning");
  return requestMediaUrl(productId, lectureId);
}

/**
 * A signed URL for one lecture's media (the caller keys its component by lecture, so a new
 * lecture starts from "loading"). `renew` swaps in a fresh URL without a loading state, for a
 * video whose 10-minute URL expired mid-lecture. Not `enabled`, nothing is asked (low-data mode).
 */
export function useLectureMedia(productId: string, lectureId: string, enabled = true) {
  const { state, reload, refresh } = useLoad(useMemo(() => (enabled ? () => fetchMedia(productId, lectureId) : null), [productId, lectureId, enabled]));
  const shown: LectureMediaState =
    state.status === "ready"
      ? { status: "ready", media: state.value }
      : state.status === "failed"
        ? { status: "failed", message: state.error instanceof Error && state.error.message ? state.error.message : FAILED }
        : state;
  return { state: shown, retry: reload, renew: refresh };
}
