import type { Problem } from "@/lib/creator/errors";
import { isAssessmentType, isEqfLevel, type Product } from "@/lib/types/product";

/**
 * What the recognition pack cannot do without: submission refuses a course without them, and so
 * does approval, for a course submitted before they were asked for.
 */
export function recognitionProblems(product: Pick<Product, "eqfLevel" | "assessment">): Problem[] {
  const problems: Problem[] = [];
  if (!isEqfLevel(product.eqfLevel)) problems.push({ field: "eqfLevel", message: "Choose the course's EQF level." });
  if (!isAssessmentType(product.assessment)) problems.push({ field: "assessment", message: "Choose how learners are assessed." });
  return problems;
}
