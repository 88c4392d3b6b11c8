import { emptyFields, type CourseFields } from "@/lib/creator/builder-model";
import { validateFields } from "@/lib/creator/course-validation";
import { recognitionProblems } from "@/lib/recognition/requirements";

// Issue 34: the builder collects the recognition pack's EQF level, assessment and prerequisites.
const fields = (changes: Partial<Record<keyof CourseFields, unknown>>): CourseFields => ({ ...emptyFields("Lena"), title: "Soil Health", ...changes }) as CourseFields;

describe("the builder's recognition fields", () => {
  it.each([
    ["no level yet", { eqfLevel: 0 }, null, null],
    ["level 1", { eqfLevel: 1 }, null, null],
    ["level 8", { eqfLevel: 8 }, null, null],
    ["level 9", { eqfLevel: 9 }, "eqfLevel", "Choose an EQF level from 1 to 8."],
    ["level 6.5", { eqfLevel: 6.5 }, "eqfLevel", "Choose an EQF level from 1 to 8."],
    ["an empty level field", { eqfLevel: Number.NaN }, "eqfLevel", "Choose an EQF level from 1 to 8."],
    ["no assessment yet", { assessment: "" }, null, null],
    ["an oral exam", { assessment: "oral-exam" }, null, null],
    ["an unknown assessment", { assessment: "essay" }, "assessment", "Choose how learners are assessed from the list."],
    ["1,000 characters of prerequisites", { prerequisites: "p".repeat(1000) }, null, null],
    ["1,001 characters of prerequisites", { prerequisites: "p".repeat(1001) }, "prerequisites", "The prerequisites can be up to 1000 characters (now 1001)."],
  ])("%s", (_name, changes, field, message) => {
    const errors = validateFields(fields(changes));
    for (const key of ["eqfLevel", "assessment", "prerequisites"]) expect(errors[key]).toBe(key === field ? message : undefined);
  });

  it("submission and approval need a level and an assessment, prerequisites are optional", () => {
    expect(recognitionProblems({ eqfLevel: 0, assessment: "" }).map((problem) => problem.message)).toEqual(["Choose the course's EQF level.", "Choose how learners are assessed."]);
    expect(recognitionProblems({ eqfLevel: 6, assessment: "none" })).toEqual([]);
  });
});
