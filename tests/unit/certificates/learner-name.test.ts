import { cleanLearnerName, defaultLearnerName, learnerNameProblem, NAME_MISSING, NAME_TOO_LONG } from "@/lib/certificates/learner-name";

describe("the name on a certificate", () => {
  it("is trimmed, with inner runs of space and line breaks made one space", () => {
    expect(cleanLearnerName("  Łucja \n  Nowak ")).toBe("Łucja Nowak");
  });

  it("must say something: empty, blank or not text is refused", () => {
    expect(learnerNameProblem("")).toBe(NAME_MISSING);
    expect(learnerNameProblem("   \t ")).toBe(NAME_MISSING);
    expect(learnerNameProblem(42)).toBe(NAME_MISSING);
  });

  it("takes 1 to 120 characters, counting letters outside the BMP as one, and refuses 121 or 500", () => {
    expect(learnerNameProblem("A")).toBeNull();
    expect(learnerNameProblem("x".repeat(120))).toBeNull();
    expect(learnerNameProblem(`  ${"x".repeat(120)}  `)).toBeNull();
    expect(learnerNameProblem("𝓐".repeat(120))).toBeNull();
    expect(learnerNameProblem("x".repeat(121))).toBe(NAME_TOO_LONG);
    expect(learnerNameProblem("x".repeat(500))).toBe("Use at most 120 characters for the name on your certificate.");
  });

  it("starts as the account's first and last name, else the email's name part", () => {
    expect(defaultLearnerName("Łucja", "Nowak", "l@example.com")).toBe("Łucja Nowak");
    expect(defaultLearnerName("", "", "maya.f@example.com")).toBe("maya.f");
    expect(defaultLearnerName("", "", "")).toBe("Learner");
    expect(defaultLearnerName("x".repeat(100), "y".repeat(100), "")).toHaveLength(120);
  });
});
