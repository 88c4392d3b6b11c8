import type { University } from "@/lib/types/university";
import { difficultyLabel } from "@/lib/utils/difficulty";
import { formatPrice } from "@/lib/utils/format";
import type { CatalogueQuery, CatalogueSort, PriceFilter } from "./query";
import { ectsBandLabels, sdgLabel } from "./filter-labels";
import { productTypePlural } from "./type-labels";

export { productTypeLabel, productTypePlural } from "./type-labels";
export { ectsBandLabels, sdgLabel } from "./filter-labels";

export const sortLabels: Record<CatalogueSort, string> = {
  rating: "Best rated",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

export const priceLabels: Record<PriceFilter, string> = { free: "Free", paid: "Paid" };

/** The active filters in words, in the order of the form, for the summary above the results. */
export function describeFilters(query: CatalogueQuery, universities: Pick<University, "id" | "shortName">[]): string[] {
  const university = universities.find((entry) => entry.id === query.university);
  return [
    query.q && `Search: “${query.q}”`,
    query.type && productTypePlural(query.type),
    query.university && `University: ${university?.shortName ?? "unknown"}`,
    query.price && priceLabels[query.price],
    query.min !== undefined && `From ${formatPrice(query.min)}`,
    query.max !== undefined && `Up to ${formatPrice(query.max)}`,
    query.difficulty && difficultyLabel(query.difficulty),
    query.sdg !== undefined && sdgLabel(query.sdg),
    query.eqf !== undefined && `EQF level ${query.eqf}`,
    query.ects && `${ectsBandLabels[query.ects]} ECTS`,
  ].filter((entry): entry is string => typeof entry === "string" && entry !== "");
}
