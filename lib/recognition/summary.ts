import { languages } from "@/config/footer";
import type { Product } from "@/lib/types/product";
import { assessmentLabels, eqfLabel } from "./vocabulary";

/** What the pack says about a course: the builder's preview, the product page and the PDF show the same rows. */
export type RecognitionSource = Pick<Product, "title" | "ects" | "workloadHours" | "eqfLevel" | "assessment" | "prerequisites" | "language" | "learningOutcomes">;

/** The names of the university, degree and course a product is linked to; "" when not linked. */
export type RecognitionPlace = { university: string; degree: string; course: string };

export type RecognitionRow = { label: string; value: string };

export const NOT_SET = "Not set";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const languageName = (code: string) => languages.find((entry) => entry.code === code)?.label ?? code;

/** The rows of the pack's summary table, in the order a recognition officer reads them. */
export function recognitionRows(product: RecognitionSource, place: RecognitionPlace): RecognitionRow[] {
  return [
    { label: "Title", value: product.title.trim() || "Untitled course" },
    { label: "University", value: place.university || NOT_SET },
    { label: "Degree", value: place.degree || NOT_SET },
    { label: "University course", value: place.course || NOT_SET },
    { label: "EQF level", value: eqfLabel(product.eqfLevel) || NOT_SET },
    { label: "Credits", value: product.ects > 0 ? `${product.ects} ECTS` : "No ECTS credits" },
    { label: "Workload", value: plural(product.workloadHours, "hour", "hours") },
    { label: "Language", value: languageName(product.language) },
    { label: "Mode", value: "Online" },
    { label: "Assessment", value: product.assessment ? assessmentLabels[product.assessment] : NOT_SET },
    { label: "Prerequisites", value: product.prerequisites.trim() || "None stated" },
  ];
}
