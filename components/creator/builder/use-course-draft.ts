"use client";

import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { builderReducer, changesBetween, hasChanges, type BuilderAction, type CourseDraft, type LectureMedia } from "@/lib/creator/builder-model";
import { validateDraft, type CourseErrors } from "@/lib/creator/course-validation";
import type { Product } from "@/lib/types/product";
import { useAppSelector } from "@/store/hooks";
import { selectUploading } from "@/store/upload-slice";

// Firestore Lite loads after hydration, with the builder, never with the page.
const draftsDb = () => import("@/lib/db/product-drafts");

/** How long typing pauses before an autosave. */
export const AUTOSAVE_DELAY_MS = 1200;

export type SaveStatus =
  | { kind: "saved" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "invalid" }
  | { kind: "failed"; message: string };

export type DraftLoad = { kind: "loading" } | { kind: "missing" } | { kind: "failed" } | { kind: "ready"; product: Product };

function saveErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === "permission-denied") return "This course cannot be changed now: it may be under review or published. Reload to see its state.";
  if (code === "unavailable" || code === "deadline-exceeded") return "We could not reach the server. Your changes are kept on this page; we will try again.";
  return "Your changes could not be saved. They are kept on this page; try again.";
}

type State = CourseDraft | null;
const reduce = (state: State, action: BuilderAction): State => (action.type === "replace" ? action.draft : state ? builderReducer(state, action) : state);

/**
 * One course in the builder: loads it, applies edits, and autosaves what changed a moment after
 * the creator stops typing. Nothing typed is lost: a failed or refused save keeps the edits and
 * says why, and leaving with unsaved edits asks first.
 */
export function useCourseDraft(productId: string) {
  const [load, setLoad] = useState<DraftLoad>({ kind: "loading" });
  const [draft, dispatch] = useReducer(reduce, null);
  // What the store holds now, as far as this page knows: autosaves write the difference.
  const [saved, setSaved] = useState<CourseDraft | null>(null);
  const [saving, setSaving] = useState(false);
  // The last failed save: which edits and which retry it was, so it is not repeated in a loop.
  const [failure, setFailure] = useState<{ message: string; draft: CourseDraft; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadAttempt, setLoadAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    draftsDb()
      .then((db) => db.loadDraft(productId))
      .then(
        (loaded) => {
          if (cancelled) return;
          if (!loaded) return setLoad({ kind: "missing" });
          setSaved(loaded.draft);
          dispatch({ type: "replace", draft: loaded.draft });
          setLoad({ kind: "ready", product: loaded.product });
        },
        (error: unknown) => {
          if (cancelled) return;
          const code = (error as { code?: unknown } | null)?.code;
          setLoad(code === "permission-denied" ? { kind: "missing" } : { kind: "failed" });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [productId, loadAttempt]);

  const editable = load.kind === "ready" && (load.product.state === "draft" || load.product.state === "rejected");
  const errors = useMemo<CourseErrors>(() => (draft ? validateDraft(draft) : {}), [draft]);
  const changes = useMemo(() => (draft && saved ? changesBetween(saved, draft) : null), [draft, saved]);
  const dirty = changes !== null && hasChanges(changes);
  const valid = Object.keys(errors).length === 0;

  let status: SaveStatus;
  if (saving) status = { kind: "saving" };
  else if (!dirty) status = { kind: "saved" };
  else if (!valid) status = { kind: "invalid" };
  // A failed save keeps saying why until the next attempt starts.
  else if (failure) status = { kind: "failed", message: failure.message };
  else status = { kind: "pending" };

  // Autosave: a moment after the last edit, write what differs from the last save.
  useEffect(() => {
    if (!editable || !dirty || !valid || saving || !changes || !draft) return;
    // After a failure, wait for new edits, a retry or the network to come back.
    if (failure && failure.draft === draft && failure.attempt === attempt) return;
    const timer = setTimeout(async () => {
      setSaving(true);
      try {
        await (await draftsDb()).saveDraftChanges(productId, changes);
        setSaved(draft);
        setFailure(null);
      } catch (error) {
        setFailure({ message: saveErrorMessage(error), draft, attempt });
      } finally {
        setSaving(false);
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, changes, dirty, valid, saving, editable, productId, failure, attempt]);

  const retrySave = useCallback(() => setAttempt((count) => count + 1), []);

  // Coming back online retries a save that failed for the network.
  useEffect(() => {
    window.addEventListener("online", retrySave);
    return () => window.removeEventListener("online", retrySave);
  }, [retrySave]);

  // A file still on its way (or being attached) is as unsaved as a typed change.
  const uploading = useAppSelector(selectUploading);
  const unsaved = status.kind !== "saved" || uploading;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    // Links inside the app navigate without unloading the page: ask before those too.
    const guardLinks = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link || link.getAttribute("target") === "_blank" || link.getAttribute("href")?.startsWith("#") || event.defaultPrevented) return;
      if (!window.confirm("You have changes that are not saved yet. Leave this page anyway?")) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("click", guardLinks, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", guardLinks, true);
    };
  }, [unsaved]);

  /**
   * An upload finished: point the lecture at its file now (not with the next autosave), so the
   * stored lecture never lacks the media its creator saw attached.
   */
  const attachMedia = useCallback(
    async (lectureId: string, media: LectureMedia, duration?: number) => {
      if (!draft) return;
      const index = draft.lectures.findIndex((lecture) => lecture.id === lectureId);
      const lecture = draft.lectures[index];
      if (!lecture) return;
      const updated = { ...lecture, media, duration: duration ?? lecture.duration };
      await (await draftsDb()).setLectureMedia(productId, lectureId, {
        sectionId: updated.sectionId,
        title: updated.title,
        order: index,
        duration: updated.duration,
        type: updated.type,
        preview: updated.preview,
      }, media);
      // Only what the upload decided: edits typed meanwhile (a reading time) stay as typed.
      dispatch({ type: "updateLecture", lectureId, changes: duration === undefined ? { media } : { media, duration } });
      setSaved((current) => {
        if (!current) return current;
        const others = current.lectures.filter((entry) => entry.id !== lectureId);
        const at = Math.min(index, others.length);
        return { ...current, lectures: [...others.slice(0, at), updated, ...others.slice(at)] };
      });
    },
    [draft, productId],
  );

  /** A submit or withdraw succeeded: the course is now in `state`, editable or locked accordingly. */
  const markState = useCallback((state: Product["state"]) => {
    setLoad((current) => (current.kind === "ready" ? { kind: "ready", product: { ...current.product, state, rejectionReason: state === "pending" ? "" : current.product.rejectionReason } } : current));
  }, []);

  return {
    load,
    markState,
    draft,
    dispatch,
    status,
    errors,
    editable,
    retrySave,
    attachMedia,
    reload: () => {
      setLoad({ kind: "loading" });
      setLoadAttempt((count) => count + 1);
    },
  };
}
