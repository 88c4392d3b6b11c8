"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadHandle, UploadResult } from "@/lib/storage/upload";
import { checkFileContent, validateUpload, type UploadKind } from "@/lib/storage/limits";
import { useAppDispatch } from "@/store/hooks";
import { uploadEnded, uploadProgressed, uploadStarted } from "@/store/upload-slice";

export type UploadStatus = "idle" | "uploading" | "paused" | "done" | "failed";

export type UploadState = {
  status: UploadStatus;
  progress: number;
  fileName: string | null;
  /** Why the file was refused or the upload failed, readable. */
  error: string | null;
  /** Whether "Retry" makes sense: the last file is kept and the failure was not a refusal. */
  canRetry: boolean;
};

// Names each upload for the store's count of uploads in flight.
let uploadCount = 0;

const IDLE: UploadState = { status: "idle", progress: 0, fileName: null, error: null, canRetry: false };

/**
 * One file upload at a time: validation, progress, cancel, pause/resume and retry, with the
 * store's upload flag set while bytes are on their way (so the builder can warn before leaving).
 * Each upload holds its own token in the store, so the flag stays set until every one has ended.
 */
export function useUpload({ kind, path, onUploaded }: { kind: UploadKind; path: (file: File) => string; onUploaded: (result: UploadResult, file: File) => void | Promise<void> }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<UploadState>(IDLE);
  const handle = useRef<UploadHandle | null>(null);
  const lastFile = useRef<File | null>(null);
  // The latest callbacks, without restarting anything when the parent re-renders.
  const latest = useRef({ path, onUploaded });
  useEffect(() => {
    latest.current = { path, onUploaded };
  });

  const start = useCallback(
    async (file: File) => {
      if (handle.current) return;
      const problem = validateUpload(kind, file) ?? (await checkFileContent(file));
      if (problem) {
        setState({ ...IDLE, fileName: file.name, status: "failed", error: problem });
        return;
      }
      lastFile.current = file;
      setState({ status: "uploading", progress: 0, fileName: file.name, error: null, canRetry: false });
      const token = `upload-${++uploadCount}`;
      dispatch(uploadStarted(token));
      try {
        const { startUpload } = await import("@/lib/storage/upload");
        const current = startUpload(latest.current.path(file), file, {
          publicUrl: kind === "image" || kind === "previewVideo",
          onProgress: (percent) => {
            setState((previous) => (previous.status === "uploading" ? { ...previous, progress: percent } : previous));
            dispatch(uploadProgressed(percent));
          },
        });
        handle.current = current;
        const result = await current.done;
        // "Uploaded" only once the caller has attached the file (a preview image first uploads its
        // card copy): before that, leaving the page would lose the upload although it said done.
        await latest.current.onUploaded(result, file);
        setState({ status: "done", progress: 100, fileName: file.name, error: null, canRetry: false });
      } catch (error) {
        const { message, retryable } = error as { message?: string; retryable?: boolean };
        setState({
          status: "failed",
          progress: 0,
          fileName: file.name,
          error: message ?? "The upload failed. Please retry.",
          canRetry: retryable !== false,
        });
      } finally {
        handle.current = null;
        dispatch(uploadEnded(token));
      }
    },
    [dispatch, kind],
  );

  const cancel = useCallback(() => handle.current?.cancel(), []);
  const pause = useCallback(() => {
    handle.current?.pause();
    setState((previous) => (previous.status === "uploading" ? { ...previous, status: "paused" } : previous));
  }, []);
  const resume = useCallback(() => {
    handle.current?.resume();
    setState((previous) => (previous.status === "paused" ? { ...previous, status: "uploading" } : previous));
  }, []);
  const retry = useCallback(() => {
    if (lastFile.current) void start(lastFile.current);
  }, [start]);

  // Leaving the page mid-upload stops it rather than letting it finish unseen.
  useEffect(() => () => handle.current?.cancel(), []);

  return { state, start, cancel, pause, resume, retry };
}
