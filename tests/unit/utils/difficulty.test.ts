import { difficultyLabel, difficultyOptions, isDifficulty } from "@/lib/utils/difficulty";

describe("difficulty options", () => {
  it("are easy, normal and hard in that order, labelled for people", () => {
    expect(difficultyOptions).toEqual([
      { value: "easy", label: "Easy difficulty" },
      { value: "normal", label: "Normal difficulty" },
      { value: "hard", label: "Hard difficulty" },
    ]);
    expect(difficultyLabel("hard")).toBe("Hard difficulty");
  });

  it("recognise only the three levels", () => {
    expect(isDifficulty("normal")).toBe(true);
    expect(isDifficulty("expert")).toBe(false);
    expect(isDifficulty(undefined)).toBe(false);
  });
});
