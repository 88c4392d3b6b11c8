import type { University } from "@/lib/types/university";
import { difficultyLabel } from "@/lib/utils/difficulty";
import { formatPrice } from "@/lib/utils/format";
import type { CatalogueQuery, CatalogueSort, EctsBand, PriceFilter } from "./query";
import { sdgNames } from "./sdg-names.mjs";
import { productTypePlural } from "./type-labels";

export { productTypeLabel, productTypePlural } from "./type-labels";

export const sortLabels: Record<CatalogueSort, string> = {
  rating: "Best rated",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

export const priceLabels: Record<PriceFilter, string> = { free: "Free", paid: "Paid" };

export const ectsBandLabels: Record<EctsBand, string> = { "under-1": "Under 1", "1-2": "1 to 2.5", "3-5": "3 to 5.5", "6-plus": "6 or more" };

export const sdgLabel = (goal: number) => `SDG ${goal}: ${sdgNames[goal - 1] ?? ""}`;

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
