"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useLoad } from "@/components/ui/use-load";
import { cueAt, formatClock, parseTranscript, searchCues } from "@/lib/learning/transcript";

type TranscriptPanelProps = {
  /** Signed URL of the captions file to show. */
  src: string;
  label: string;
  /** Where playback is (or will start), in seconds. */
  time: number;
  onSeek: (seconds: number) => void;
  /** Taller, as the main content in low-data mode. */
  tall?: boolean;
};

async function loadCues(src: string, signal: AbortSignal) {
  const response = await fetch(src, { signal });
  if (!response.ok) throw new Error(`captions ${response.status}`);
  return parseTranscript(await response.text());
}

const matchesText = (count: number) => (count === 0 ? "No matches" : count === 1 ? "1 match" : `${count} matches`);

/** The lecture's captions as paragraphs: the spoken one highlighted, each a button that seeks there, with a search. */
export function TranscriptPanel({ src, label, time, onSeek, tall = false }: TranscriptPanelProps) {
  const { state, reload } = useLoad(useCallback((signal: AbortSignal) => loadCues(src, signal), [src]));
  const [query, setQuery] = useState("");
  const searchId = useId();
  const list = useRef<HTMLDivElement>(null);
  const cues = useMemo(() => (state.status === "ready" ? state.value : []), [state]);
  const current = cueAt(cues, time);
  const matches = useMemo(() => searchCues(cues, query), [cues, query]);

  useEffect(() => {
    // Keep the spoken cue in view inside the panel, without scrolling the page.
    const box = list.current;
    const cue = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !cue) return;
    if (cue.offsetTop < box.scrollTop || cue.offsetTop + cue.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = cue.offsetTop - box.clientHeight / 3;
    }
  }, [current]);

  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex min-h-0 flex-col rounded-lg border border-slate-200 bg-white">
      <h3 id={`${searchId}-heading`} className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">
        Transcript <span className="font-normal text-slate-600">({label})</span>
      </h3>
      {state.status === "loading" ? (
        <p role="status" className="px-4 py-3 text-sm text-slate-600">
          Loading the transcript…
        </p>
      ) : null}
      {state.status === "failed" ? (
        <div className="px-4 py-3">
          <LoadError message="The transcript could not be loaded." onRetry={reload} />
        </div>
      ) : null}
      {state.status === "ready" ? (
        <>
          <div className="border-b border-slate-200 px-4 py-3">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              Search the transcript
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
            />
            <p role="status" className="mt-1 text-sm text-slate-700">
              {query.trim() ? matchesText(matches.length) : ""}
            </p>
            {matches.length > 0 ? (
              <ul aria-label="Matches" className="mt-2 max-h-40 space-y-1 overflow-y-auto">
                {matches.map((index) => (
                  <li key={index}>
                    <button type="button" onClick={() => onSeek(cues[index]!.start)} className="w-full rounded-md px-2 py-1 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700">
                      <span className="mr-2 font-mono text-xs text-slate-600">{formatClock(cues[index]!.start)}</span>
                      {cues[index]!.text}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div ref={list} className={`relative overflow-y-auto px-2 py-2 ${tall ? "max-h-[32rem]" : "max-h-80 md:max-h-96"}`}>
            {cues.length === 0 ? <p className="px-2 py-1 text-sm text-slate-600">This captions file has no text.</p> : null}
            {cues.map((cue, index) => (
              <p key={index}>
                <button
                  type="button"
                  aria-current={index === current ? "true" : undefined}
                  onClick={() => onSeek(cue.start)}
                  className="w-full rounded-md px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=true]:bg-brand-100 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
                >
                  <span className="mr-2 font-mono text-xs text-slate-600">{formatClock(cue.start)}</span>
                  {cue.text}
                </button>
              </p>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
