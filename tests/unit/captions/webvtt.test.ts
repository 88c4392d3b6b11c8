import { checkCaptionsFile, checkCaptionsText, formatTimestamp } from "@/lib/captions/webvtt";
import { bytesMatchType } from "@/lib/storage/file-signatures";

const GOOD = ["WEBVTT", "", "00:00:01.000 --> 00:00:04.000", "Welcome to the course.", "", "00:00:04.500 --> 00:00:07.250", "Today: carbon budgets."].join("\n");
const vtt = (text: string, name = "captions.vtt") => new File([text], name, { type: "" });

// The table of issue 35 (item 4): each file with the exact line and reason the builder shows.
describe("WebVTT validation before a caption upload", () => {
  it.each([
    ["a good file", GOOD, { ok: true, cues: 2, notes: [] }],
    ["a missing header", GOOD.replace("WEBVTT\n\n", ""), { ok: false, error: "Line 1: missing WEBVTT header: the file must start with the line “WEBVTT”." }],
    [
      "overlapping cues (allowed by the spec: a note, not an error)",
      GOOD.replace("00:00:04.500 --> 00:00:07.250", "00:00:03.000 --> 00:00:07.250"),
      {
        ok: true,
        cues: 2,
        notes: ["Line 6: overlapping cues: this cue starts at 00:00:03.000, before the one above ends at 00:00:04.000. WebVTT allows this; both show at once."],
      },
    ],
    [
      "a bad timestamp (SRT's comma)",
      GOOD.replace("00:00:04.500", "00:00:04,500"),
      { ok: false, error: 'Line 6: bad timestamp: No decimal separator (".") found. Timestamps look like 00:01:02.500 --> 00:01:05.000.' },
    ],
    ["a cue that ends before it starts", GOOD.replace("00:00:01.000 --> 00:00:04.000", "00:00:04.000 --> 00:00:01.000"), { ok: false, error: "Line 3: end before start: a cue must end after it starts." }],
    [
      "cues out of order",
      GOOD.replace("00:00:04.500 --> 00:00:07.250", "00:00:00.500 --> 00:00:07.250"),
      { ok: false, error: "Line 6: cues out of order: a cue may not start before the cue above it." },
    ],
    ["a header without cues", "WEBVTT\n", { ok: false, error: "The file has no cues: add at least one timed caption after the WEBVTT header." }],
  ])("%s", (_name, text, expected) => {
    expect(checkCaptionsText(text)).toEqual(expected);
  });

  it("refuses a 10 MB file with the limit, without parsing it", async () => {
    const big = vtt(GOOD + "\n".repeat(10 * 1024 * 1024 - GOOD.length));
    expect(big.size).toBe(10 * 1024 * 1024);
    expect(await checkCaptionsFile(big)).toEqual({ ok: false, error: "Caption files can be up to 1 MB; this file is 10 MB." });
  });

  it("reads a picked file: the good one passes, a byte order mark is fine, other names and encodings are refused", async () => {
    expect(await checkCaptionsFile(vtt(GOOD))).toEqual({ ok: true, cues: 2, notes: [] });
    expect(await checkCaptionsFile(vtt("\ufeff" + GOOD))).toMatchObject({ ok: true });
    expect(await checkCaptionsFile(vtt(GOOD, "captions.srt"))).toEqual({ ok: false, error: "Only WebVTT caption files (.vtt) can be uploaded." });
    const latin1 = new File([new Uint8Array([...Buffer.from("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nGr"), 0xfc, 0x65])], "a.vtt");
    expect(await checkCaptionsFile(latin1)).toEqual({ ok: false, error: "This file is not UTF-8 text, which WebVTT requires. Save it as UTF-8 and try again." });
  });

  it("writes timestamps as WebVTT does", () => {
    expect(formatTimestamp(3723.5)).toBe("01:02:03.500");
  });

  it("knows a WebVTT file by its first bytes, as the Storage stand-in checks uploads", () => {
    const head = (text: string) => new Uint8Array(Buffer.from(text).subarray(0, 12));
    expect(bytesMatchType(head(GOOD), "text/vtt")).toBe(true);
    expect(bytesMatchType(head("\ufeffWEBVTT - Lecture 1"), "text/vtt")).toBe(true);
    expect(bytesMatchType(head("WEBVTT"), "text/vtt")).toBe(true);
    expect(bytesMatchType(head("WEBVTTX\n"), "text/vtt")).toBe(false);
    expect(bytesMatchType(head("1\n00:00:01,000 --> 00:00:02,000"), "text/vtt")).toBe(false);
  });
});
