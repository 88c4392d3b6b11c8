import { builderReducer, changesBetween, emptyFields, hasChanges, outline, totals, type CourseDraft } from "@/lib/creator/builder-model";
import { validateDraft, validateFields } from "@/lib/creator/course-validation";

const empty: CourseDraft = { fields: { ...emptyFields("Lena Berger"), title: "Soil Health" }, lectures: [] };

function withOutline() {
  let draft = builderReducer(empty, { type: "addSection", title: "Basics" });
  draft = builderReducer(draft, { type: "addSection", title: "Cases" });
  const [basics, cases] = draft.fields.sections;
  draft = builderReducer(draft, { type: "addLecture", sectionId: cases!.id, title: "Vienna", lectureType: "video" });
  draft = builderReducer(draft, { type: "addLecture", sectionId: basics!.id, title: "Soil life", lectureType: "video" });
  draft = builderReducer(draft, { type: "addLecture", sectionId: basics!.id, title: "Carbon", lectureType: "document" });
  return { draft, basics: basics!, cases: cases! };
}

describe("the course builder's outline", () => {
  it("keeps lectures in section order with one ready flag per section", () => {
    const { draft } = withOutline();
    expect(draft.lectures.map((lecture) => lecture.title)).toEqual(["Soil life", "Carbon", "Vienna"]);
    expect(draft.fields.readyToPublish).toEqual([false, false]);
    expect(draft.lectures.every((lecture) => /^lec_[A-Za-z0-9]{13}$/.test(lecture.id))).toBe(true);
  });

  it("moves a section with its lectures and its ready flag", () => {
    const { draft: start, cases } = withOutline();
    const ready = builderReducer(start, { type: "setReady", sectionId: cases.id, ready: true });
    const moved = builderReducer(ready, { type: "moveSection", sectionId: cases.id, by: -1 });
    expect(moved.fields.sections.map((section) => section.title)).toEqual(["Cases", "Basics"]);
    expect(moved.fields.readyToPublish).toEqual([true, false]);
    expect(moved.lectures.map((lecture) => lecture.title)).toEqual(["Vienna", "Soil life", "Carbon"]);
  });

  it("moves a lecture only within its section and not past its ends", () => {
    const { draft } = withOutline();
    const carbon = draft.lectures.find((lecture) => lecture.title === "Carbon")!;
    const up = builderReducer(draft, { type: "moveLecture", lectureId: carbon.id, by: -1 });
    expect(up.lectures.map((lecture) => lecture.title)).toEqual(["Carbon", "Soil life", "Vienna"]);
    expect(builderReducer(up, { type: "moveLecture", lectureId: carbon.id, by: -1 })).toEqual(up);
  });

  it("removing a section removes its lectures and its flag", () => {
    const { draft, basics } = withOutline();
    const next = builderReducer(draft, { type: "removeSection", sectionId: basics.id });
    expect(next.lectures.map((lecture) => lecture.title)).toEqual(["Vienna"]);
    expect(next.fields.readyToPublish).toEqual([false]);
    expect(outline(next)).toHaveLength(1);
  });

  it("a free course costs nothing", () => {
    const priced = builderReducer(empty, { type: "set", changes: { free: false, price: 19 } });
    expect(builderReducer(priced, { type: "set", changes: { free: true } }).fields.price).toBe(0);
  });

  it("derives counts and length from the lectures", () => {
    const { draft } = withOutline();
    const [first, second] = draft.lectures;
    let next = builderReducer(draft, { type: "updateLecture", lectureId: first!.id, changes: { duration: 12 } });
    next = builderReducer(next, { type: "updateLecture", lectureId: second!.id, changes: { duration: 30 } });
    expect(totals(next)).toEqual({ sectionCount: 2, lectureCount: 3, length: 42 });
  });
});

describe("what an autosave writes", () => {
  it("writes nothing when nothing changed", () => {
    expect(hasChanges(changesBetween(empty, empty))).toBe(false);
  });

  it("writes only changed fields, new or moved lectures, and deletions", () => {
    const { draft: saved } = withOutline();
    const [soil, carbon, vienna] = saved.lectures;
    let current = builderReducer(saved, { type: "set", changes: { subtitle: "From ground up" } });
    current = builderReducer(current, { type: "moveLecture", lectureId: carbon!.id, by: -1 });
    current = builderReducer(current, { type: "removeLecture", lectureId: vienna!.id });
    const changes = changesBetween(saved, current);
    expect(changes.fields).toEqual({ subtitle: "From ground up" });
    expect(changes.lectures.map(({ id, data }) => [id, data.order])).toEqual([
      [carbon!.id, 0],
      [soil!.id, 1],
    ]);
    expect(changes.deletedLectureIds).toEqual([vienna!.id]);
  });
});

describe("what no draft may hold", () => {
  it("accepts an incomplete but well-formed draft", () => {
    expect(validateFields(empty.fields)).toEqual({});
  });

  it.each([
    ["title", { title: "" }, "The title is required."],
    ["title", { title: "x".repeat(121) }, "The title can be up to 120 characters (now 121)."],
    ["descriptionSEO", { descriptionSEO: "x".repeat(161) }, "The search description can be up to 160 characters (now 161)."],
    ["price", { free: false, price: -1 }, "The price cannot be negative."],
    ["price", { free: false, price: Number.NaN }, "The price must be a number."],
    ["price", { free: false, price: 9.999 }, "Use at most two decimals for the price."],
    ["ects", { ects: 61 }, "ECTS credits can be at most 60."],
    ["resources.0.url", { resources: [{ title: "Data", url: "javascript:alert(1)" }] }, "Enter a full web address, starting with https://."],
    ["faq.0.answer", { faq: [{ question: "Exam?", answer: "" }] }, "The answer is required."],
  ])("flags %s", (key, changes, message) => {
    expect(validateFields({ ...empty.fields, ...changes })[key]).toBe(message);
  });

  it("accepts a price with cents", () => {
    expect(validateFields({ ...empty.fields, free: false, price: 9.99 }).price).toBeUndefined();
  });

  it("flags an untitled lecture beside that lecture", () => {
    const { draft } = withOutline();
    const lecture = draft.lectures[0]!;
    const next = builderReducer(draft, { type: "updateLecture", lectureId: lecture.id, changes: { title: " " } });
    expect(validateDraft(next)[`lecture.${lecture.id}.title`]).toBe("The lecture title is required.");
  });
});
