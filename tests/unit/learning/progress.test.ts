import {
  groupLectures,
  hasStarted,
  lectureSequence,
  nextLecture,
  percentOf,
  progressPercent,
  progressText,
  resumeLecture,
  resumePosition,
} from "@/lib/learning/progress";
import type { Lecture } from "@/lib/types/product";
import { emptyProgress, type Progress } from "@/lib/types/progress";

const lecture = (id: string, sectionId: string, order: number): Lecture => ({
  id,
  sectionId,
  title: `Lecture ${id}`,
  order,
  duration: 10,
  type: "video",
  preview: false,
  captions: [],
});

// Stored out of order on purpose: the outline must follow sections, then `order`.
const sections = [
  { id: "s2", title: "Second" },
  { id: "s1", title: "First" },
  { id: "empty", title: "Nothing yet" },
];
const lectures = [lecture("c", "s1", 3), lecture("a", "s2", 1), lecture("b", "s1", 2), lecture("z", "gone", 9), lecture("d", "s2", 4)];
const sequence = lectureSequence(groupLectures(sections, lectures));
const progress = (fields: Partial<Progress>): Progress => ({ ...emptyProgress("p"), ...fields });

describe("the course outline", () => {
  it("lists sections in the product's order and lectures by their order, hiding empty sections", () => {
    const outline = groupLectures(sections, lectures);
    expect(outline.map((section) => [section.title, section.lectures.map((entry) => entry.id)])).toEqual([
      ["Second", ["a", "d"]],
      ["First", ["b", "c"]],
      ["More lectures", ["z"]],
    ]);
  });

  it("keeps a lecture whose section was deleted, at the end, so paid content never disappears", () => {
    expect(sequence.map((entry) => entry.id)).toEqual(["a", "d", "b", "c", "z"]);
  });
});

describe("progress in percent", () => {
  it("counts only lectures that still exist and rounds down, so 100% means everything is done", () => {
    expect(progressPercent(["a", "b", "removed"], ["a", "b", "c", "d", "z"])).toBe(40);
    expect(progressPercent(["a", "b"], ["a", "b", "c"])).toBe(66);
    expect(progressPercent(["a", "b", "c"], ["a", "b", "c"])).toBe(100);
    expect(percentOf(199, 200)).toBe(99);
  });

  it("never goes below 0 or above 100, and a course without lectures is at 0", () => {
    expect(percentOf(12, 8)).toBe(100);
    expect(percentOf(-1, 8)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
    expect(progressPercent([], [])).toBe(0);
  });

  it("reads as text for the progress bar", () => {
    expect(progressText(40)).toBe("40% complete");
  });
});

describe("where a learner goes next", () => {
  it("moves to the following lecture across sections and stops after the last", () => {
    expect(nextLecture(sequence, "d")?.id).toBe("b");
    expect(nextLecture(sequence, "z")).toBeNull();
    expect(nextLecture(sequence, "unknown")).toBeNull();
  });

  it("resumes the lecture opened last, else the first unfinished one, else the first", () => {
    expect(resumeLecture(sequence, progress({ lastLectureId: "c", completed: ["a"] }))?.id).toBe("c");
    expect(resumeLecture(sequence, progress({ lastLectureId: "deleted", completed: ["a", "d"] }))?.id).toBe("b");
    expect(resumeLecture(sequence, progress({ completed: ["a", "d", "b", "c", "z"] }))?.id).toBe("a");
    expect(resumeLecture(sequence, undefined)?.id).toBe("a");
    expect(resumeLecture([], undefined)).toBeNull();
  });

  it("says Start until the learner has done anything, then Continue", () => {
    expect(hasStarted(undefined)).toBe(false);
    expect(hasStarted(progress({}))).toBe(false);
    expect(hasStarted(progress({ positions: { a: 3 } }))).toBe(true);
    expect(hasStarted(progress({ lastLectureId: "a" }))).toBe(true);
    expect(hasStarted(progress({ completed: ["a"] }))).toBe(true);
  });
});

describe("the second a video resumes at", () => {
  it("is where the learner stopped", () => {
    expect(resumePosition(12.5, 20)).toBe(12.5);
  });

  it("is the start when nothing was saved, the value is nonsense, or the video was watched to the end", () => {
    expect(resumePosition(undefined, 20)).toBe(0);
    expect(resumePosition(Number.NaN, 20)).toBe(0);
    expect(resumePosition(-4, 20)).toBe(0);
    expect(resumePosition(19, 20)).toBe(0);
    expect(resumePosition(20, 20)).toBe(0);
  });

  it("trusts the saved second while the duration is still unknown", () => {
    expect(resumePosition(30, Number.NaN)).toBe(30);
  });
});
