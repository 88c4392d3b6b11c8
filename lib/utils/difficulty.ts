export const difficulties = ["easy", "normal", "hard"] as const;
export type Difficulty = (typeof difficulties)[number];

const labels: Record<Difficulty, string> = {
  easy: "Easy difficulty",
  normal: "Normal difficulty",
  hard: "Hard difficulty",
};

/** The three levels of SPEC §9 in order, ready for a select or a filter. */
export const difficultyOptions = difficulties.map((value) => ({ value, label: labels[value] }));

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === "string" && (difficulties as readonly string[]).includes(value);
}

export function difficultyLabel(value: Difficulty): string {
  return labels[value];
}
