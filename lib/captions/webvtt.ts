import { WebVTTParser, type ParseError } from "webvtt-parser";
import { validateUpload } from "@/lib/storage/limits";

/**
 * What the builder learns of a caption file before uploading it: the first error, with its line
 * and reason, or the number of cues and notes that do not block the upload (overlapping cues:
 * docs/decisions/0190-webvtt-captions.md).
 */
export type CaptionsCheck = { ok: true; cues: number; notes: string[] } | { ok: false; error: string };

const TIMESTAMP_ERRORS = [
  "No timestamp found",
  "Timestamp must start with",
  "No time unit separator",
  "Must be exactly two digits",
  "No seconds found",
  "No decimal separator",
  "Milliseconds must be given",
  "You cannot have more than 59",
  "No valid timestamp separator",
  "Timestamp not separated",
  "'-->' not separated",
  "Timestamp must not have trailing",
];

function reason(error: ParseError): string {
  const { message } = error;
  if (message.startsWith("No valid signature")) return "missing WEBVTT header: the file must start with the line “WEBVTT”.";
  if (message.startsWith("End timestamp is not greater")) return "end before start: a cue must end after it starts.";
  if (message.startsWith("Start timestamp is not greater")) return "cues out of order: a cue may not start before the cue above it.";
  if (TIMESTAMP_ERRORS.some((start) => message.startsWith(start))) {
    return `bad timestamp: ${message} Timestamps look like 00:01:02.500 --> 00:01:05.000.`;
  }
  return message;
}

/** Seconds as WebVTT writes them: 00:01:02.500. */
export function formatTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, length = 2) => String(value).padStart(length, "0");
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

/** The WebVTT text of a caption file checked with W3C's parser (webvtt-parser), strictly. */
export function checkCaptionsText(text: string): CaptionsCheck {
  const { cues, errors } = new WebVTTParser().parse(text);
  const first = [...errors].sort((a, b) => a.line - b.line)[0];
  if (first) return { ok: false, error: `Line ${first.line}: ${reason(first)}` };
  if (cues.length === 0) return { ok: false, error: "The file has no cues: add at least one timed caption after the WEBVTT header." };
  // Without errors, the n-th line with "-->" is the n-th cue's timing line (cue text cannot hold "-->").
  const timingLines = text.split(/\r\n|\r|\n/).flatMap((line, index) => (line.includes("-->") ? [index + 1] : []));
  let showingUntil = 0;
  for (const [index, cue] of cues.entries()) {
    if (cue.startTime < showingUntil) {
      const line = timingLines[index] ?? 0;
      const note = `Line ${line}: overlapping cues: this cue starts at ${formatTimestamp(cue.startTime)}, before the one above ends at ${formatTimestamp(showingUntil)}. WebVTT allows this; both show at once.`;
      return { ok: true, cues: cues.length, notes: [note] };
    }
    showingUntil = Math.max(showingUntil, cue.endTime);
  }
  return { ok: true, cues: cues.length, notes: [] };
}

// jsdom, where the builder's tests run, has FileReader but no Blob.arrayBuffer(); Node the reverse.
function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === "function") return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** A picked file checked as a caption file: its name, size and encoding, then its WebVTT. */
export async function checkCaptionsFile(file: Pick<File, "name" | "size"> & Blob): Promise<CaptionsCheck> {
  if (!/\.vtt$/i.test(file.name)) return { ok: false, error: "Only WebVTT caption files (.vtt) can be uploaded." };
  // Before reading: a 10 MB file is refused without loading it.
  const tooBig = validateUpload("captions", { size: file.size, type: "text/vtt" });
  if (tooBig) return { ok: false, error: tooBig };
  const bytes = await readBytes(file).catch(() => null);
  if (!bytes) return { ok: false, error: "This file could not be read. It may have been moved or deleted since you chose it; choose it again." };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: "This file is not UTF-8 text, which WebVTT requires. Save it as UTF-8 and try again." };
  }
  return checkCaptionsText(text);
}
