// Relative imports: proxy.ts uses this module, and the bench's reference app builds proxy.ts without our "@/" alias.
import { productTypes, type ProductType } from "../types/product";
import { isDifficulty, type Difficulty } from "../utils/difficulty";
import type { ProductSort } from "../db/product-queries";
import { ECTS_BANDS } from "./facets";

export type EctsBand = (typeof ECTS_BANDS)[number]["id"];
export const ectsBands: readonly EctsBand[] = ECTS_BANDS.map((band) => band.id);

export const catalogueSorts = ["rating", "newest", "price-asc", "price-desc"] as const satisfies readonly ProductSort[];
export type CatalogueSort = (typeof catalogueSorts)[number];
export const DEFAULT_SORT: CatalogueSort = "rating";

export const priceFilters = ["free", "paid"] as const;
export type PriceFilter = (typeof priceFilters)[number];

/** A catalogue search as the URL states it: only valid values, absent when not set. */
export type CatalogueQuery = {
  q: string;
  type?: ProductType;
  university?: string;
  price?: PriceFilter;
  min?: number;
  max?: number;
  difficulty?: Difficulty;
  sdg?: number;
  /** Only courses whose every video lecture has captions (`captions=yes`). */
  captions?: true;
  /** EQF level, 1 to 8. */
  eqf?: number;
  /** A band of ECTS credits (lib/catalogue/facets.ts ECTS_BANDS). */
  ects?: EctsBand;
  sort: CatalogueSort;
  /** Opaque cursor from the previous page's last item (lib/catalogue/search.ts). */
  after?: string;
};

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

export const MAX_SEARCH_LENGTH = 100;
export const MAX_PRICE = 100_000;

function first(params: SearchParamsInput, key: string): string {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  const single = Array.isArray(value) ? value[0] : value;
  return (single ?? "").trim();
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Euros with at most two decimals; a comma is accepted as the decimal mark. */
function price(value: string): number | undefined {
  if (!/^\d{1,6}(?:[.,]\d{1,2})?$/.test(value)) return undefined;
  const amount = Number(value.replace(",", "."));
  return amount <= MAX_PRICE ? amount : undefined;
}

/**
 * Reads /courses' search params. Anything invalid (unknown type, SDG 18, a negative price, a
 * mangled cursor) is dropped rather than refused, so an old or hand-edited link still shows
 * courses; a minimum above the maximum is swapped.
 */
export function parseCatalogueQuery(params: SearchParamsInput): CatalogueQuery {
  const query: CatalogueQuery = {
    q: first(params, "q").replace(/\s+/g, " ").slice(0, MAX_SEARCH_LENGTH).trim(),
    sort: oneOf(first(params, "sort"), catalogueSorts) ?? DEFAULT_SORT,
  };
  const type = oneOf(first(params, "type"), productTypes);
  if (type) query.type = type;
  const university = first(params, "university");
  if (/^[A-Za-z0-9_-]{1,100}$/.test(university)) query.university = university;
  const priceFilter = oneOf(first(params, "price"), priceFilters);
  if (priceFilter) query.price = priceFilter;
  let min = price(first(params, "min"));
  let max = price(first(params, "max"));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) query.min = min;
  if (max !== undefined) query.max = max;
  const difficulty = first(params, "difficulty");
  if (isDifficulty(difficulty)) query.difficulty = difficulty;
  const sdg = first(params, "sdg");
  if (/^\d{1,2}$/.test(sdg) && Number(sdg) >= 1 && Number(sdg) <= 17) query.sdg = Number(sdg);
  if (first(params, "captions") === "yes") query.captions = true;
  const eqf = first(params, "eqf");
  if (/^[1-8]$/.test(eqf)) query.eqf = Number(eqf);
  const ects = oneOf(first(params, "ects"), ectsBands);
  if (ects) query.ects = ects;
  const after = first(params, "after");
  if (/^[A-Za-z0-9_-]{1,400}$/.test(after)) query.after = after;
  return query;
}

/** True for the plain catalogue: the one variant search engines should index. */
export function isDefaultQuery(query: CatalogueQuery): boolean {
  return catalogueHref(query) === "/courses";
}

/** True when anything narrows the results (the sort and the page do not). */
export function hasFilters(query: CatalogueQuery): boolean {
  return catalogueHref({ ...query, sort: DEFAULT_SORT, after: undefined }) !== "/courses";
}

/** The /courses URL of `query` with `changes` applied; defaults and empty values are left out. */
export function catalogueHref(query: CatalogueQuery, changes: Partial<CatalogueQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.set(key, String(value));
  };
  set("q", next.q);
  set("type", next.type);
  set("university", next.university);
  set("price", next.price);
  set("min", next.min);
  set("max", next.max);
  set("difficulty", next.difficulty);
  set("sdg", next.sdg);
  set("captions", next.captions ? "yes" : undefined);
  set("eqf", next.eqf);
  set("ects", next.ects);
  set("sort", next.sort === DEFAULT_SORT ? undefined : next.sort);
  set("after", next.after);
  const search = params.toString();
  return search ? `/courses?${search}` : "/courses";
}

const catalogueKeys = ["q", "type", "university", "price", "min", "max", "difficulty", "sdg", "eqf", "ects", "captions", "sort", "after"];

// Only the catalogue's own parameters count: others (a campaign tag, say) are left alone.
function sortedEntries(params: URLSearchParams): string {
  const own = [...params.entries()].filter(([key]) => catalogueKeys.includes(key));
  return JSON.stringify(own.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * True when the URL carries anything catalogueHref would leave out: the form's empty fields,
 * the default sort, invalid or repeated values. The page then redirects to the clean URL, so
 * the address a visitor shares is short and means exactly what the page shows.
 */
export function isUntidy(params: SearchParamsInput, query: CatalogueQuery): boolean {
  const raw =
    params instanceof URLSearchParams
      ? params
      : new URLSearchParams(Object.entries(params).flatMap(([key, value]) => [value ?? []].flat().map((item) => [key, item])));
  const clean = new URL(catalogueHref(query), "http://localhost").searchParams;
  return sortedEntries(raw) !== sortedEntries(clean);
}
