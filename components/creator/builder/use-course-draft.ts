"use client";

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  builderReducer,
  changesBetween,
  hasChanges,
  storedLecture,
  type BuilderAction,
  type CourseDraft,
  type LectureDraft,
  type LectureMedia,
  type StoredLecture,
} from "@/lib/creator/builder-model";
import { validateDraft, type CourseErrors } from "@/lib/creator/course-validation";
import { unsavedEdits, type UnsavedEdit } from "@/lib/creator/unsaved-edits";
import type { DraftVersion } from "@/lib/db/product-drafts";
import type { Caption, Product } from "@/lib/types/product";
import { useAppSelector } from "@/store/hooks";
import { selectUploading } from "@/store/upload-slice";

// Firestore Lite loads after hydration, with the builder, never with the page.
const draftsDb = () => import("@/lib/db/product-drafts");
type DraftsDb = Awaited<ReturnType<typeof draftsDb>>;

/** How long typing pauses before an autosave. */
export const AUTOSAVE_DELAY_MS = 1200;

export type SaveStatus =
  | { kind: "saved" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "invalid" }
  | { kind: "failed"; message: string }
  /** Saving cannot succeed from this page any more (changed elsewhere, locked, refused): reload. */
  | { kind: "stale"; message: string };

export type DraftLoad = { kind: "loading" } | { kind: "missing" } | { kind: "failed" } | { kind: "ready"; product: Product };

const KEPT = "What you typed stays on this page, and is listed for you to copy after reloading.";

/** Why a save failed, and whether only a reload can help (trying again would fail the same way). */
function saveProblem(error: unknown): { message: string; stale: boolean } {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === "draft/changed") {
    return { stale: true, message: `Not saved: this course was changed in another tab or by a co-creator since this page loaded it. Reload to see the latest version. ${KEPT}` };
  }
  if (code === "draft/locked") return { stale: true, message: "This course cannot be changed now: it is under review or published. Reload to see its state." };
  if (code === "draft/denied") return { stale: true, message: `The server refused these changes; you may no longer be one of this course's creators. Reload to see the course. ${KEPT}` };
  if (code === "draft/offline") return { stale: false, message: "We could not reach the server. Your changes are kept on this page; we will try again." };
  return { stale: false, message: "Your changes could not be saved. They are kept on this page; try again." };
}

type State = CourseDraft | null;
const reduce = (state: State, action: BuilderAction): State => (action.type === "replace" ? action.draft : state ? builderReducer(state, action) : state);

/**
 * One course in the builder: loads it, applies edits, and autosaves what changed a moment after
 * the creator stops typing. Nothing typed is lost: a failed or refused save keeps the edits and
 * says why. A save that finds the course changed elsewhere (another tab, a co-creator) is refused
 * rather than overwriting it; reloading then lists the edits it replaced.
 */
export function useCourseDraft(productId: string) {
  const [load, setLoad] = useState<DraftLoad>({ kind: "loading" });
  const [draft, dispatch] = useReducer(reduce, null);
  // What the store holds now, as far as this page knows: autosaves write the difference.
  const [saved, setSaved] = useState<CourseDraft | null>(null);
  const [saving, setSaving] = useState(false);
  // The last failed save: which edits and which retry it was, so it is not repeated in a loop.
  const [failure, setFailure] = useState<{ message: string; draft: CourseDraft; attempt: number } | null>(null);
  // Set when only a reload can help; autosave stops until then.
  const [stale, setStale] = useState<string | null>(null);
  // Edits a reload replaced, for the creator to copy back.
  const [replaced, setReplaced] = useState<UnsavedEdit[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadAttempt, setLoadAttempt] = useState(0);
  // The stored version this page loaded or last wrote. Writes run one after another, each with
  // the version the one before left, so an autosave and an upload's attach never refuse each other.
  const version = useRef<DraftVersion | null>(null);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const serially = useCallback((write: (expected: DraftVersion | null) => Promise<DraftVersion>) => {
    const run = writes.current.then(() => write(version.current)).then((next) => {
      version.current = next;
    });
    writes.current = run.catch(() => undefined);
    return run;
  }, []);

  useEffect(() => {
    let cancelled = false;
    draftsDb()
      .then((db) => db.loadDraft(productId))
      .then(
        (loaded) => {
          if (cancelled) return;
          if (!loaded) return setLoad({ kind: "missing" });
          version.current = loaded.version;
          setSaved(loaded.draft);
          dispatch({ type: "replace", draft: loaded.draft });
          setLoad({ kind: "ready", product: loaded.product });
        },
        () => {
          if (!cancelled) setLoad({ kind: "failed" });
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
  else if (stale) status = { kind: "stale", message: stale };
  else if (!dirty) status = { kind: "saved" };
  else if (!valid) status = { kind: "invalid" };
  // A failed save keeps saying why until the next attempt starts.
  else if (failure) status = { kind: "failed", message: failure.message };
  else status = { kind: "pending" };

  const fail = useCallback((error: unknown, failed: CourseDraft, at: number) => {
    const problem = saveProblem(error);
    if (problem.stale) setStale(problem.message);
    else setFailure({ message: problem.message, draft: failed, attempt: at });
  }, []);

  // Autosave: a moment after the last edit, write what differs from the last save.
  useEffect(() => {
    if (!editable || !dirty || !valid || saving || stale || !changes || !draft) return;
    // After a failure, wait for new edits, a retry or the network to come back.
    if (failure && failure.draft === draft && failure.attempt === attempt) return;
    const timer = setTimeout(async () => {
      setSaving(true);
      try {
        const db = await draftsDb();
        await serially((expected) => db.saveDraftChanges(productId, changes, expected));
        setSaved(draft);
        setFailure(null);
      } catch (error) {
        fail(error, draft, attempt);
      } finally {
        setSaving(false);
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, changes, dirty, valid, saving, stale, editable, productId, failure, attempt, serially, fail]);

  const retrySave = useCallback(() => setAttempt((count) => count + 1), []);

  // Coming back online retries a save that failed for the network.
  useEffect(() => {
    window.addEventListener("online", retrySave);
    return () => window.removeEventListener("online", retrySave);
  }, [retrySave]);

  // A file still on its way (or being attached) is as unsaved as a typed change.
  const uploading = useAppSelector(selectUploading);
  const unsaved = status.kind !== "saved" || uploading;

  /**
   * An upload finished: write the lecture with its file now (not with the next autosave), so the
   * stored lecture never lacks the media or captions its creator saw attached.
   */
  const writeLecture = useCallback(
    async (lectureId: string, changes: Partial<LectureDraft>, write: (db: DraftsDb, stored: StoredLecture, expected: DraftVersion | null) => Promise<DraftVersion>) => {
      if (!draft) return;
      const index = draft.lectures.findIndex((lecture) => lecture.id === lectureId);
      const lecture = draft.lectures[index];
      if (!lecture) return;
      const updated = { ...lecture, ...changes };
      const db = await draftsDb();
      try {
        await serially((expected) => write(db, storedLecture(updated, index), expected));
      } catch (error) {
        if (saveProblem(error).stale) fail(error, draft, attempt);
        throw error;
      }
      // Only what the upload decided: edits typed meanwhile (a reading time) stay as typed.
      dispatch({ type: "updateLecture", lectureId, changes });
      setSaved((current) => {
        if (!current) return current;
        const others = current.lectures.filter((entry) => entry.id !== lectureId);
        const at = Math.min(index, others.length);
        return { ...current, lectures: [...others.slice(0, at), updated, ...others.slice(at)] };
      });
    },
    [draft, serially, fail, attempt],
  );

  const attachMedia = useCallback(
    (lectureId: string, media: LectureMedia, duration?: number) =>
      writeLecture(lectureId, duration === undefined ? { media } : { media, duration }, (db, stored, expected) => db.setLectureMedia(productId, lectureId, stored, media, expected)),
    [writeLecture, productId],
  );

  /** Captions are stored at once too: the list the creator sees is the one learners get. */
  const saveCaptions = useCallback(
    (lectureId: string, captions: Caption[]) =>
      writeLecture(lectureId, { captions }, (db, stored, expected) => db.saveDraftChanges(productId, { fields: {}, lectures: [{ id: lectureId, data: stored }], deletedLectureIds: [] }, expected)),
    [writeLecture, productId],
  );

  /** A submit or withdraw succeeded: the course is now in `state`, editable or locked accordingly. */
  const markState = useCallback(
    (state: Product["state"]) => {
      // The server's state change leaves the builder's version as it was: edits go on from it.
      setLoad((current) => (current.kind === "ready" ? { kind: "ready", product: { ...current.product, state, rejectionReason: state === "pending" ? "" : current.product.rejectionReason } } : current));
    },
    [],
  );

  const reload = useCallback(() => {
    if (draft && saved) {
      const edits = unsavedEdits(saved, draft);
      if (edits.length > 0) setReplaced(edits);
    }
    setStale(null);
    setFailure(null);
    setLoad({ kind: "loading" });
    setLoadAttempt((count) => count + 1);
  }, [draft, saved]);

  return {
    load,
    markState,
    draft,
    dispatch,
    status,
    errors,
    editable,
    unsaved,
    retrySave,
    attachMedia,
    saveCaptions,
    reload,
    replaced,
    dismissReplaced: useCallback(() => setReplaced(null), []),
  };
}
