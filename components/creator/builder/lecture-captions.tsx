"use client";

import { useId, useRef, useState } from "react";
import { useUpload } from "@/components/creator/use-upload";
import { CAPTION_LANGUAGES, withCaption } from "@/lib/captions/languages";
import type { LectureDraft } from "@/lib/creator/builder-model";
import { storageFileName } from "@/lib/creator/storage-paths";
import type { Caption } from "@/lib/types/product";
import { smallButton } from "./panel";

type Props = {
  /** Whose Storage folder takes the upload (`uploadProductId`), beside the lecture's media. */
  storageProductId: string;
  lecture: LectureDraft;
  onSave: (lectureId: string, captions: Caption[]) => Promise<void>;
};

type Choice = { language: string; label: string };

const SAVE_FAILED = "The captions were uploaded but not saved with the lecture. Upload the file again to retry.";

/**
 * A video lecture's captions: one WebVTT file per language, checked with the WebVTT parser
 * before it is uploaded (the first error's line and reason), listed with Remove. Replacing a
 * language's file asks first; the old file stays in Storage (as replaced media does) so learners
 * streaming it are not cut off.
 */
export function LectureCaptionsField({ storageProductId, lecture, onSave }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [language, setLanguage] = useState<string>(CAPTION_LANGUAGES.find((entry) => !lecture.captions.some((caption) => caption.language === entry.language))?.language ?? "en");
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // The language picked when the upload started: the select may change while bytes travel.
  const uploading = useRef<Choice>(CAPTION_LANGUAGES[0]);
  const { state, start, cancel } = useUpload({
    kind: "captions",
    path: (file) => `products/${storageProductId}/lectures/${lecture.id}/${storageFileName(file.name)}`,
    onUploaded: async (result) => {
      // useUpload shows this as the upload's failure, with Retry.
      await onSave(lecture.id, withCaption(lecture.captions, { ...uploading.current, path: result.path })).catch(() => {
        throw new Error(SAVE_FAILED);
      });
    },
  });
  const busy = checking || state.status === "uploading" || state.status === "paused";
  const name = lecture.title.trim() || "this lecture";
  const chosen = CAPTION_LANGUAGES.find((entry) => entry.language === language) ?? CAPTION_LANGUAGES[0];
  const existing = lecture.captions.find((caption) => caption.language === chosen.language);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setProblem(null);
    setNote(null);
    setChecking(true);
    // The parser loads with the first caption file, never with the builder.
    const check = await import("@/lib/captions/webvtt").then(({ checkCaptionsFile }) => checkCaptionsFile(file)).finally(() => setChecking(false));
    if (!check.ok) return setProblem(`${file.name} was not uploaded. ${check.error}`);
    if (existing && !window.confirm(`Replace the ${chosen.label} captions of “${name}” with ${file.name}?`)) return;
    setNote(check.notes[0] ?? null);
    uploading.current = { language: chosen.language, label: chosen.label };
    // Browsers name the type of a .vtt file differently (or not at all); Storage needs text/vtt.
    void start(new File([file], file.name, { type: "text/vtt" }));
  };

  const remove = async (caption: Caption) => {
    if (!window.confirm(`Remove the ${caption.label} captions from “${name}”?`)) return;
    setProblem(null);
    setNote(null);
    try {
      await onSave(lecture.id, lecture.captions.filter((entry) => entry.language !== caption.language));
    } catch {
      setProblem(`The ${caption.label} captions could not be removed. Try again.`);
    }
  };

  const error = problem ?? (state.status === "failed" ? state.error : null);
  return (
    <fieldset className="mt-3 space-y-2 rounded-md border border-slate-200 bg-white p-3" aria-describedby={`${id}-about`}>
      <legend className="px-1 text-sm font-medium text-slate-800">
        Captions<span className="sr-only"> for {name}</span>
      </legend>
      <p id={`${id}-about`} className="text-sm text-slate-600">
        One WebVTT file (.vtt, up to 1 MB) per language. Captions let deaf and hard-of-hearing learners, and anyone watching without sound, follow the video.
      </p>
      {lecture.captions.length === 0 ? (
        <p className="text-sm text-amber-900">No captions yet.</p>
      ) : (
        <ul className="space-y-1" aria-label={`Captions of ${name}`}>
          {lecture.captions.map((caption) => (
            <li key={caption.language} className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
              <span className="font-medium">{caption.label}</span>
              <span className="text-slate-600">({caption.language})</span>
              <button type="button" className={`${smallButton} ml-auto`} disabled={busy} onClick={() => void remove(caption)}>
                Remove<span className="sr-only"> {caption.label} captions</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-slate-800">
          <span className="block">Language</span>
          <select value={language} onChange={(event) => setLanguage(event.target.value)} disabled={busy} className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
            {CAPTION_LANGUAGES.map((entry) => (
              <option key={entry.language} value={entry.language}>
                {entry.label} ({entry.language}){lecture.captions.some((caption) => caption.language === entry.language) ? " – has captions" : ""}
              </option>
            ))}
          </select>
        </label>
        <input ref={input} id={`${id}-file`} type="file" accept=".vtt,text/vtt" tabIndex={-1} className="sr-only" disabled={busy} onChange={(event) => void pick(event.target.files?.[0])} aria-label={`Captions file for ${name}`} />
        <button type="button" className={smallButton} disabled={busy} onClick={() => input.current?.click()}>
          {existing ? `Replace ${chosen.label} captions` : `Upload ${chosen.label} captions`}
        </button>
        {state.status === "uploading" || state.status === "paused" ? (
          <button type="button" className={smallButton} onClick={cancel}>
            Cancel upload
          </button>
        ) : null}
      </div>
      {state.status === "uploading" || state.status === "paused" ? (
        <div role="progressbar" aria-label={`Uploading ${state.fileName}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress} className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${state.progress}%` }} />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {checking ? "Checking the file…" : null}
        {state.status === "uploading" ? `Uploading ${state.fileName}: ${state.progress}%` : null}
        {state.status === "done" && !problem ? `${state.fileName} uploaded.` : null}
      </p>
      {note && !error ? <p className="text-sm text-slate-700">{note}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
