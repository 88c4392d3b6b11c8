/** One caption cue as the transcript shows it: seconds and plain text. */
export type TranscriptCue = { start: number; end: number; text: string };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", nbsp: "\u00a0", lrm: "\u200e", rlm: "\u200f", quot: '"', apos: "'" };

/** A cue's payload without WebVTT's markup: tags (<b>, <v Speaker>, <00:01.000>) go, entities are decoded. */
export function cueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, "")
    .replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The cues of a WebVTT file in time order, with media-captions (the parser Vidstack maintains;
 * docs/decisions/0193-captions-player-and-transcript.md). A file it cannot read gives no cues.
 */
export async function parseTranscript(vtt: string): Promise<TranscriptCue[]> {
  const { parseText } = await import("media-captions");
  const { cues } = await parseText(vtt, { type: "vtt" });
  return cues
    .map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cueText(cue.text) }))
    .filter((cue) => cue.text !== "")
    .sort((a, b) => a.start - b.start);
}

/** The index of the cue being spoken at `seconds`, or -1 between cues. Cues are in time order. */
export function cueAt(cues: TranscriptCue[], seconds: number): number {
  // The latest cue that has started: overlapping cues highlight the newer one.
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index]!;
    if (cue.start <= seconds) return seconds < cue.end ? index : -1;
  }
  return -1;
}

// Case and accents do not matter: "okologie" finds "Ökologie".
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** The indexes of the cues containing `query` (ignoring case and accents); none for a blank query. */
export function searchCues(cues: TranscriptCue[], query: string): number[] {
  const needle = fold(query.trim().replace(/\s+/g, " "));
  if (!needle) return [];
  return cues.flatMap((cue, index) => (fold(cue.text).includes(needle) ? [index] : []));
}

/** Seconds as a clock: "4:05", or "1:02:03" from an hour on. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
