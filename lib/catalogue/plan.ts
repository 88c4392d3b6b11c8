import type { Product } from "@/lib/types/product";
import { allowsTypo, CAPTIONS_FACET, difficultyFacet, ectsFacet, eqfFacet, oneDeletionVariants, priceFacet, sdgFacet, searchWords, typeFacet, typoFacet, universityFacet, wordFacet } from "./facets";
import type { CatalogueQuery, CatalogueSort } from "./query";

export const PAGE_SIZE = 12;

export type CatalogueResult = {
  items: Product[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Every match on all pages, when known: a page that had to check documents itself may not know. */
  total: number | null;
  /** How many matches come before this page. */
  offset: number;
  /** True when nothing matched exactly and these results match the search words within one typo. */
  typos?: boolean;
  /** On an empty first page: searches with a word swapped for the nearest catalogue word. */
  suggestions?: string[];
};

/** What a catalogue page asks Firestore, and what it checks itself on the documents it reads. */
export type CataloguePlan = {
  sort: CatalogueSort;
  /** The one facet Firestore matches with array-contains: the most selective the query has. */
  facet: string | null;
  /** A price range Firestore applies: only under a price sort, whose order field it is. */
  priceRange: { min?: number; max?: number } | null;
  /** Facets every result must have beyond `facet`, checked on each document read. */
  alsoFacets: string[];
  /** A price range checked on each document read (under the rating and newest sorts). */
  alsoPrice: { min?: number; max?: number } | null;
  /**
   * Typo-tolerant plans only (planTypoQuery): Firestore matches any of `anyOf` (array-contains-any)
   * instead of `facet`, and each result must hold one facet of each of `alsoAnyOf`.
   */
  anyOf?: string[];
  alsoAnyOf?: string[][];
};

const isPriceSort = (sort: CatalogueSort) => sort === "price-asc" || sort === "price-desc";

/**
 * Turns a catalogue search into one Firestore query plus the checks it cannot express. Search
 * words match word starts ("carb" finds "Carbon"); the longest word is asked of Firestore, being
 * the rarest as a rule, then captions, a university, goal, EQF level, ECTS band, difficulty, type and price,
 * in that order.
 */
export function planCatalogueQuery(query: CatalogueQuery): CataloguePlan {
  const facets = [...longestFirst(query.q).map(wordFacet), ...filterFacets(query)];
  const range = query.min !== undefined || query.max !== undefined ? { min: query.min, max: query.max } : null;
  return {
    sort: query.sort,
    facet: facets[0] ?? null,
    alsoFacets: facets.slice(1),
    priceRange: isPriceSort(query.sort) ? range : null,
    alsoPrice: isPriceSort(query.sort) ? null : range,
  };
}

const longestFirst = (q: string) => [...new Set(searchWords(q))].sort((a, b) => b.length - a.length || a.localeCompare(b));

/**
 * The facets any of which finds `word` or a word one typo away: the word's own prefix facet and
 * the typo facets of the word and of its one-letter deletions (at most 22, under Firestore's 30
 * values for array-contains-any). Short words and words with digits find only themselves.
 */
export function typoFacetsOf(word: string): string[] {
  return allowsTypo(word) ? [wordFacet(word), ...oneDeletionVariants(word).map(typoFacet)] : [wordFacet(word)];
}

/**
 * The same search with every word allowed one typo, for when nothing matches exactly; null when
 * no search word is long enough to allow one. Firestore is asked for the longest such word.
 */
export function planTypoQuery(query: CatalogueQuery): CataloguePlan | null {
  const words = longestFirst(query.q);
  const asked = words.find(allowsTypo);
  if (!asked) return null;
  const exact = planCatalogueQuery({ ...query, q: "" });
  const filters = [exact.facet, ...exact.alsoFacets].filter((facet): facet is string => facet !== null);
  return {
    ...exact,
    facet: null,
    alsoFacets: filters,
    anyOf: typoFacetsOf(asked),
    alsoAnyOf: words.filter((word) => word !== asked).map(typoFacetsOf),
  };
}

function filterFacets(query: CatalogueQuery): string[] {
  return [
    // Few courses have captions yet: the rarest filter value, asked of Firestore first.
    query.captions ? CAPTIONS_FACET : null,
    query.university ? universityFacet(query.university) : null,
    query.sdg !== undefined ? sdgFacet(query.sdg) : null,
    query.eqf !== undefined ? eqfFacet(query.eqf) : null,
    query.ects ? ectsFacet(query.ects) : null,
    query.difficulty ? difficultyFacet(query.difficulty) : null,
    query.type ? typeFacet(query.type) : null,
    query.price ? priceFacet(query.price === "free") : null,
  ].filter((facet): facet is string => facet !== null);
}

/** True when the plan leaves nothing for the page to check: Firestore's answer is the result. */
export const isExact = (plan: CataloguePlan) => plan.alsoFacets.length === 0 && !plan.alsoAnyOf?.length && plan.alsoPrice === null;

/** Whether a document Firestore returned for `plan` really matches the search. */
export function matchesPlan(plan: CataloguePlan, facets: readonly string[], price: number): boolean {
  const held = new Set(facets);
  if (!plan.alsoFacets.every((facet) => held.has(facet))) return false;
  if (!(plan.alsoAnyOf ?? []).every((group) => group.some((facet) => held.has(facet)))) return false;
  const range = plan.alsoPrice;
  return !range || ((range.min === undefined || price >= range.min) && (range.max === undefined || price <= range.max));
}

/**
 * A position in a sort: the values of its order fields (a timestamp as seconds and nanoseconds),
 * the document id, and how many results came before, so the page can say "showing 13–24".
 */
export type CataloguePosition = { values: number[]; id: string; offset: number; typos?: boolean };

const valueCounts: Record<CatalogueSort, number> = { rating: 2, newest: 2, "price-asc": 1, "price-desc": 1 };

/** The order values of a product under `sort`, as a cursor stores them. */
export function positionValues(product: Product, sort: CatalogueSort): number[] {
  switch (sort) {
    case "rating":
      return [product.rating.stars, product.rating.count];
    case "newest": {
      const millis = Date.parse(product.createdOn) || 0;
      return [Math.floor(millis / 1000), (millis % 1000) * 1_000_000];
    }
    case "price-asc":
    case "price-desc":
      return [product.price];
  }
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text: string) => atob(text.replace(/-/g, "+").replace(/_/g, "/"));

export function encodeCursor(sort: CatalogueSort, position: CataloguePosition): string {
  const parts: unknown[] = [sort, position.values, position.id, position.offset];
  // The typo search's later pages must not try the exact search first: it found nothing.
  if (position.typos) parts.push(1);
  return toBase64Url(JSON.stringify(parts));
}

/** The position a cursor stands for, or null when it is malformed or made for another sort. */
export function decodeCursor(cursor: string, sort: CatalogueSort): CataloguePosition | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(value) || value.length < 4 || value.length > 5) return null;
    const [cursorSort, values, id, offset, typos] = value as unknown[];
    const validValues =
      Array.isArray(values) && values.length === valueCounts[sort] && values.every((part) => typeof part === "number" && Number.isFinite(part));
    const validOffset = typeof offset === "number" && Number.isInteger(offset) && offset >= 0;
    const validId = typeof id === "string" && /^[A-Za-z0-9_-]{1,100}$/.test(id);
    if (cursorSort !== sort || !validValues || !validId || !validOffset || (typos !== undefined && typos !== 1)) return null;
    return typos ? { values: values as number[], id, offset, typos: true } : { values: values as number[], id, offset };
  } catch {
    return null;
  }
}
