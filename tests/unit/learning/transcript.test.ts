import { cueAt, cueText, formatClock, parseTranscript, searchCues, type TranscriptCue } from "@/lib/learning/transcript";

const VTT = `WEBVTT

00:00:05.000 --> 00:00:08.000
<v Lena>Second cue</v> &amp; more

00:00:00.000 --> 00:00:03.500
Welcome to <b>Ökologie</b>
in practice

00:00:08.000 --> 00:00:12.000
A reusable cup pays off
`;

describe("a transcript from a captions file", () => {
  it("lists the cues in time order as plain text, without WebVTT markup", async () => {
    expect(await parseTranscript(VTT)).toEqual([
      { start: 0, end: 3.5, text: "Welcome to Ökologie in practice" },
      { start: 5, end: 8, text: "Second cue & more" },
      { start: 8, end: 12, text: "A reusable cup pays off" },
    ]);
  });

  it("gives no cues for a file that is not WebVTT", async () => {
    expect(await parseTranscript("<html>Not found</html>")).toEqual([]);
  });

  it("keeps unknown entities as written and drops timestamp tags", () => {
    expect(cueText("<00:00:01.000>Tom &hearts; <i>Jerry</i>&lt;3")).toBe("Tom &hearts; Jerry<3");
  });
});

const cues: TranscriptCue[] = [
  { start: 0, end: 3.5, text: "Welcome to Ökologie in practice" },
  { start: 5, end: 8, text: "Second cue & more" },
  { start: 7.5, end: 12, text: "A reusable CUP pays off" },
];

describe("the cue being spoken", () => {
  it.each([
    [0, 0],
    [3.49, 0],
    [3.5, -1],
    [4, -1],
    [5, 1],
    // Overlapping cues: the newer one is current.
    [7.6, 2],
    [12, -1],
    [100, -1],
  ])("at %s s is cue %s", (seconds, index) => {
    expect(cueAt(cues, seconds)).toBe(index);
  });

  it("is none in an empty transcript", () => {
    expect(cueAt([], 3)).toBe(-1);
  });
});

describe("searching the transcript", () => {
  it("finds cues ignoring case, accents and extra spaces", () => {
    expect(searchCues(cues, "  cup ")).toEqual([2]);
    expect(searchCues(cues, "okologie")).toEqual([0]);
    expect(searchCues(cues, "e")).toEqual([0, 1, 2]);
    expect(searchCues(cues, "reusable   cup")).toEqual([2]);
  });

  it("lists nothing for a blank query or one that matches no cue", () => {
    expect(searchCues(cues, "   ")).toEqual([]);
    expect(searchCues(cues, "bicycle")).toEqual([]);
  });
});

describe("times as the player shows them", () => {
  it.each([
    [0, "0:00"],
    [65.9, "1:05"],
    [3723, "1:02:03"],
    [Number.NaN, "0:00"],
  ])("%s s is %s", (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});
