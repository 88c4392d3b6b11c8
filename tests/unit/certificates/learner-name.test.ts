import { cleanLearnerName, defaultLearnerName } from "@/lib/certificates/learner-name";

describe("the name on a certificate", () => {
  it("is trimmed, with inner runs of space and line breaks made one space", () => {
    expect(cleanLearnerName("  Łucja \n  Nowak ")).toBe("Łucja Nowak");
  });

  it("starts as the account's first and last name, else the email's name part", () => {
    expect(defaultLearnerName("Łucja", "Nowak", "l@example.com")).toBe("Łucja Nowak");
    expect(defaultLearnerName("", "", "maya.f@example.com")).toBe("maya.f");
    expect(defaultLearnerName("", "", "")).toBe("Learner");
    expect(defaultLearnerName("x".repeat(100), "y".repeat(100), "")).toHaveLength(120);
  });
});
