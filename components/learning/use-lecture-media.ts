"use client";

import { useCallback, useEffect, useState } from "react";
import type { LectureMedia } from "@/lib/media/request-url";

export type LectureMediaState = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; media: LectureMedia };

const FAILED = "The lecture could not be opened. Check your connection and try again.";

async function fetchMedia(productId: string, lectureId: string) {
  // Loaded on demand: Firebase Auth is needed for the ID token, and only here.
  const { requestMediaUrl } = await import("@/lib/media/request-url");
  return requestMediaUrl(productId, lectureId);
}

/**
 * A signed URL for one lecture's media (the caller keys its component by lecture, so a new
 * lecture starts from "loading"). `renew` swaps in a fresh URL without a loading state, for a
 * video whose 10-minute URL expired mid-lecture.
 */
export function useLectureMedia(productId: string, lectureId: string) {
  const [state, setState] = useState<LectureMediaState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchMedia(productId, lectureId).then(
      (media) => !cancelled && setState({ status: "ready", media }),
      (error: unknown) => !cancelled && setState({ status: "failed", message: error instanceof Error && error.message ? error.message : FAILED }),
    );
    return () => {
      cancelled = true;
    };
  }, [productId, lectureId, attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);

  const renew = useCallback(async () => {
    try {
      setState({ status: "ready", media: await fetchMedia(productId, lectureId) });
    } catch {
      setState({ status: "failed", message: FAILED });
    }
  }, [productId, lectureId]);

  return { state, retry, renew };
}
