"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { HttpError } from "@/lib/http/error";

const NOT_OWNED = "certificate/not-owned";

export type CompletionState = { status: "idle" } | { status: "checking" } | { status: "complete"; certificateId: string } | { status: "failed"; message: string };

/**
 * Asks the server to complete the course once every lecture is marked (and on arrival at a
 * finished course, to find its certificate): the server reads the saved progress itself and
 * answers the same certificate however often it is asked.
 */
export function useCompletion(productId: string, finishedOnArrival: boolean) {
  const [state, setState] = useState<CompletionState>({ status: "idle" });
  const asked = useRef(false);

  const check = useCallback(async () => {
    setState({ status: "checking" });
    try {
      const answer = await (await import("@/lib/api/learning")).completeCourse(productId);
      setState(answer.status === "complete" ? { status: "complete", certificateId: answer.certificateId } : { status: "idle" });
    } catch (caught) {
      // Creators and admins study courses they do not own: no certificate, and nothing to report.
      if (caught instanceof HttpError && caught.code === NOT_OWNED) return setState({ status: "idle" });
      setState({ status: "failed", message: caught instanceof Error ? caught.message : "Your completion could not be recorded. Please try again." });
    }
  }, [productId]);

  useEffect(() => {
    if (finishedOnArrival && !asked.current) {
      asked.current = true;
      void check();
    }
  }, [finishedOnArrival, check]);

  return { completion: state, check };
}
