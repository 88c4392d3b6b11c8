import type { Product } from "@/lib/types/product";
import type { UniversityTree } from "@/lib/types/university";
import type { CatalogueQuery, CatalogueSort } from "./query";

export const PAGE_SIZE = 12;

export type CatalogueResult = {
  items: Product[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Every match, on all pages. */
  total: number;
  /** How many matches come before this page. */
  offset: number;
};

/** Lower case without accents, so "Zurich" finds "Zürich" and "cafe" finds "Café". */
export function normalizeText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

type Keyed = { key: number[]; id: string };

// Descending orders negate the value so every key compares ascending.
function sortKey(product: Product, sort: CatalogueSort): number[] {
  switch (sort) {
    case "rating":
      return [-product.rating.stars, -product.rating.count];
    case "newest":
      return [-(Date.parse(product.createdOn) || 0)];
    case "price-asc":
      return [product.price];
    case "price-desc":
      return [-product.price];
  }
}

const keyLengths: Record<CatalogueSort, number> = { rating: 2, newest: 1, "price-asc": 1, "price-desc": 1 };

// The id breaks every tie, so the order is total: pages never repeat or skip equal items.
function compare(a: Keyed, b: Keyed): number {
  for (let index = 0; index < a.key.length; index++) {
    const difference = (a.key[index] ?? 0) - (b.key[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text: string) => atob(text.replace(/-/g, "+").replace(/_/g, "/"));

function encodeCursor(sort: CatalogueSort, entry: Keyed): string {
  return toBase64Url(JSON.stringify([sort, entry.key, entry.id]));
}

/** The position a cursor stands for, or null when it is malformed or made for another sort. */
function decodeCursor(cursor: string, sort: CatalogueSort): Keyed | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [cursorSort, key, id] = value as unknown[];
    const validKey = Array.isArray(key) && key.length === keyLengths[sort] && key.every((part) => typeof part === "number" && Number.isFinite(part));
    return cursorSort === sort && validKey && typeof id === "string" ? { key: key as number[], id } : null;
  } catch {
    return null;
  }
}

function matcher(universities: UniversityTree[], query: CatalogueQuery) {
  const universityById = new Map(universities.map((university) => [university.id, university]));
  const courseName = new Map(universities.flatMap((university) => university.courses.map((course) => [course.id, course.name])));
  const terms = normalizeText(query.q).split(/\s+/).filter(Boolean);
  return (product: Product) => {
    if (product.state !== "approved") return false;
    if (query.type && product.type !== query.type) return false;
    if (query.university && product.university !== query.university) return false;
    if (query.price === "free" && !product.free) return false;
    if (query.price === "paid" && product.free) return false;
    if (query.min !== undefined && product.price < query.min) return false;
    if (query.max !== undefined && product.price > query.max) return false;
    if (query.difficulty && product.difficulty !== query.difficulty) return false;
    if (query.sdg !== undefined && !product.sdgs.includes(query.sdg)) return false;
    if (!terms.length) return true;
    const university = universityById.get(product.university);
    const text = normalizeText(
      [product.title, product.subtitle, product.author, university?.name, university?.shortName, courseName.get(product.uniCourse)].join("\n"),
    );
    return terms.every((term) => text.includes(term));
  };
}

/**
 * One page of the approved products matching `query`: every search word must appear in the
 * title, subtitle, author, university name or university course name (any case, any accents).
 */
export function searchProducts(products: Product[], universities: UniversityTree[], query: CatalogueQuery): CatalogueResult {
  const matches = products
    .filter(matcher(universities, query))
    .map((product) => ({ product, key: sortKey(product, query.sort), id: product.id }))
    .sort(compare);
  const cursor = query.after ? decodeCursor(query.after, query.sort) : null;
  const firstAfter = cursor ? matches.findIndex((entry) => compare(entry, cursor) > 0) : 0;
  const offset = firstAfter === -1 ? matches.length : firstAfter;
  const page = matches.slice(offset, offset + PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((entry) => entry.product),
    nextCursor: last && offset + PAGE_SIZE < matches.length ? encodeCursor(query.sort, last) : null,
    total: matches.length,
    offset,
  };
}
