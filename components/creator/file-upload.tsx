"use client";

import { useId, useRef, useState, type DragEvent } from "react";
import { acceptFor, UPLOAD_LIMITS, formatBytes, type UploadKind } from "@/lib/storage/limits";
import type { UploadResult } from "@/lib/storage/upload";
import { useUpload } from "./use-upload";

export type FileUploadProps = {
  label: string;
  kind: UploadKind;
  /** The Storage object path for a picked file, e.g. products/{pid}/preview/{name}. */
  path: (file: File) => string;
  onUploaded: (result: UploadResult, file: File) => void | Promise<void>;
  /** What is stored now: shown as an image preview (images) or a file name. */
  value?: { name?: string | null; url?: string | null } | null;
  hint?: string;
};

const button = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * Pick or drop one file, check it against the upload limits, upload it with a progress bar
 * that can be cancelled, paused and retried. The course builder embeds one per media field.
 */
export function FileUpload({ label, kind, path, onUploaded, value, hint }: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { state, start, cancel, pause, resume, retry } = useUpload({ kind, path, onUploaded });
  const busy = state.status === "uploading" || state.status === "paused";
  const limit = UPLOAD_LIMITS[kind];

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void start(file);
    if (input.current) input.current.value = "";
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) pick(event.dataTransfer.files);
  };

  const current = value?.url || value?.name;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col gap-3 rounded-lg border-2 border-dashed p-4 sm:flex-row sm:items-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"}`}
      >
        {kind === "image" && value?.url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a Storage download URL, not a static asset for next/image
          <img src={value.url} alt={`Current ${label.toLowerCase()}`} className="h-20 w-32 rounded object-cover" />
        ) : null}
        <div className="flex-1 text-sm text-slate-700">
          {current ? (
            <p>
              Current file: <span className="font-medium text-slate-900">{value?.name ?? "uploaded"}</span>
            </p>
          ) : (
            <p>No file yet.</p>
          )}
          <p id={`${id}-hint`} className="text-slate-600">
            {hint ?? `Drop a file here or choose one. ${limit.plural} up to ${formatBytes(limit.maxBytes)}.`}
          </p>
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptFor(kind)}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(event) => pick(event.target.files)}
          // The visible button below is the one keyboard stop; the input only holds the picker.
          tabIndex={-1}
          className="sr-only"
        />
        <button type="button" className={button} disabled={busy} aria-describedby={`${id}-hint`} onClick={() => input.current?.click()}>
          {current ? "Replace file" : "Choose file"}
          <span className="sr-only"> for {label.toLowerCase()}</span>
        </button>
      </div>

      {busy ? (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label={`Uploading ${state.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${state.progress}%` }} />
          </div>
          <div className="flex flex-wrap gap-2">
            {state.status === "paused" ? (
              <button type="button" className={button} onClick={resume}>
                Resume
              </button>
            ) : (
              <button type="button" className={button} onClick={pause}>
                Pause
              </button>
            )}
            <button type="button" className={button} onClick={cancel}>
              Cancel upload
            </button>
          </div>
        </div>
      ) : null}

      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {state.status === "uploading" ? `Uploading ${state.fileName}: ${state.progress}%` : null}
        {state.status === "paused" ? `Paused at ${state.progress}%.` : null}
        {state.status === "done" ? `${state.fileName} uploaded.` : null}
      </p>
      {state.status === "failed" && state.error ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {state.error}
          </p>
          {state.canRetry ? (
            <button type="button" className={button} onClick={retry}>
              Retry
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
