import { isEqfLevel, type AssessmentType, type EqfLevel } from "@/lib/types/product";

/**
 * What the recognition pack says about a course beyond its ECTS and workload: its EQF level and
 * how learners are assessed (docs/decisions/0184-recognition-pack-elm-mapping.md). Shared by the
 * builder, the rules' limits, the product page and the pack; the closed lists themselves are
 * stored fields of a product (lib/types/product.ts EQF_LEVELS, ASSESSMENT_TYPES).
 */

/** The EU's controlled vocabulary for EQF levels (https://op.europa.eu/en/web/eu-vocabularies/concept-scheme/-/resource?uri=http://data.europa.eu/snb/eqf/25831c2). */
export const eqfUri = (level: EqfLevel) => `http://data.europa.eu/snb/eqf/${level}`;


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
