/**
 * What the recognition pack says about a course beyond its ECTS and workload: its EQF level and
 * how learners are assessed (docs/decisions/0184-recognition-pack-elm-mapping.md). Shared by the
 * builder, the rules' limits, the product page and the pack.
 */
export const EQF_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type EqfLevel = (typeof EQF_LEVELS)[number];

export const isEqfLevel = (value: unknown): value is EqfLevel => typeof value === "number" && (EQF_LEVELS as readonly number[]).includes(value);

/** The EU's controlled vocabulary for EQF levels (https://op.europa.eu/en/web/eu-vocabularies/concept-scheme/-/resource?uri=http://data.europa.eu/snb/eqf/25831c2). */
export const eqfUri = (level: EqfLevel) => `http://data.europa.eu/snb/eqf/${level}`;

/** A closed list, after the assessment kinds the European Learning Model's examples use. */
export const ASSESSMENT_TYPES = ["none", "quiz", "written-exam", "project", "oral-exam", "portfolio"] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const isAssessmentType = (value: unknown): value is AssessmentType => typeof value === "string" && (ASSESSMENT_TYPES as readonly string[]).includes(value);

export const assessmentLabels: Record<AssessmentType, string> = {
  none: "No assessment",
  quiz: "Quiz",
  "written-exam": "Written exam",
  project: "Project",
  "oral-exam": "Oral exam",
  portfolio: "Portfolio",
};

export const PREREQUISITES_MAX = 1000;

/** "EQF level 6", or "" when the creator has not set one. */
export const eqfLabel = (level: number) => (isEqfLevel(level) ? `EQF level ${level}` : "");
