// webvtt-parser (W3C's webvtt.js) ships no types; this is the part lib/captions uses.
declare module "webvtt-parser" {
  export type ParseError = { message: string; line: number; col?: number };
  export type ParsedCue = { startTime: number; endTime: number; text: string };
  export class WebVTTParser {
    parse(input: string, mode?: "metadata" | "chapters"): { cues: ParsedCue[]; errors: ParseError[] };
  }
}
