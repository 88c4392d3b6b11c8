import "server-only";
import type { DocumentData, Query } from "firebase-admin/firestore";
import { unstable_cache } from "next/cache";
import { SEARCH_VARIANT_TAG } from "@/config/search-cache.mjs";
import { catalogueShape, facetShape } from "@/lib/db/product-queries";
import { toProduct } from "@/lib/db/product-shape";
import { approvedByShape, COUNT_LIMIT, countMatches, orderById, PRODUCTS_REVALIDATE_SECONDS, PRODUCTS_TAG, shown, shownWithFacets, startValues } from "@/lib/db/products.server";
import type { Product } from "@/lib/types/product";
import { decodeCursor, encodeCursor, isExact, matchesPlan, PAGE_SIZE, planCatalogueQuery, planTypoQuery, positionValues, type CataloguePlan, type CataloguePosition, type CatalogueResult } from "./plan";
import type { CatalogueQuery } from "./query";
import type { SearchIndex } from "./search-index";
import { suggestSearches, type CatalogueProbe } from "./suggest";

// A page that checks documents itself reads at most this many, so its cost has a ceiling whatever
// the catalogue's size; a sparse match then shows a shorter page with a link to read on.
const SCAN_BATCH = 24;
const SCAN_LIMIT = 72;

/** The Firestore query of `plan` (lib/catalogue/plan.ts): its facet, its price range, its sort. */
function planQuery(plan: CataloguePlan): Query {
  const facet = plan.anyOf ?? plan.facet;
  let query = approvedByShape(catalogueShape(plan.sort, facet !== null), facet);
  // Under a price sort the range is on the first order field, which Firestore serves from the same index.
  if (plan.priceRange?.min !== undefined) query = query.where("price", ">=", plan.priceRange.min);
  if (plan.priceRange?.max !== undefined) query = query.where("price", "<=", plan.priceRange.max);
  return orderById(query, plan.sort === "price-asc" ? "asc" : "desc");
}

type Scanned = { product: Product; facets: string[] };
const scanned = (doc: { id: string; data: () => DocumentData }): Scanned => {
  const data = doc.data();
  return { product: toProduct(doc.id, data), facets: Array.isArray(data.facets) ? (data.facets as string[]) : [] };
};

/**
 * One page of `plan`: one Firestore query of at most 13 documents when Firestore can answer the
 * search alone; otherwise batches of 24 checked here, at most 72 documents a page.
 */
async function readPlanPage(query: CatalogueQuery, plan: CataloguePlan, cursor: CataloguePosition | null): Promise<CatalogueResult> {
  const typos = plan.anyOf !== undefined;
  const base = planQuery(plan);
  const offset = cursor?.offset ?? 0;
  let position = cursor ? startValues(query.sort, cursor.values, cursor.id) : null;

  if (isExact(plan)) {
    const [snapshot, total] = await Promise.all([shown(position ? base.startAfter(...position) : base).limit(PAGE_SIZE + 1).get(), countMatches(base)]);
    const items = snapshot.docs.slice(0, PAGE_SIZE).map((doc) => toProduct(doc.id, doc.data()));
    const last = items.at(-1);
    return {
      items,
      nextCursor: last && snapshot.size > PAGE_SIZE ? encodeCursor(query.sort, { values: positionValues(last, query.sort), id: last.id, offset: offset + PAGE_SIZE, typos }) : null,
      total: total > COUNT_LIMIT ? null : total,
      offset,
    };
  }

  const matches: Product[] = [];
  let read = 0;
  let lastRead: Product | null = null;
  let exhausted = false;
  while (matches.length <= PAGE_SIZE && read < SCAN_LIMIT) {
    const snapshot = await shownWithFacets(position ? base.startAfter(...position) : base).limit(SCAN_BATCH).get();
    read += snapshot.size;
    for (const entry of snapshot.docs.map(scanned)) {
      lastRead = entry.product;
      if (matchesPlan(plan, entry.facets, entry.product.price)) matches.push(entry.product);
      if (matches.length > PAGE_SIZE) break;
    }
    if (snapshot.size < SCAN_BATCH) {
      exhausted = matches.length <= PAGE_SIZE;
      break;
    }
    if (lastRead) position = startValues(query.sort, positionValues(lastRead, query.sort), lastRead.id);
  }
  const items = matches.slice(0, PAGE_SIZE);
  // More to read: from the last shown result on a full page, from the last checked document otherwise.
  const resume = matches.length > PAGE_SIZE ? items.at(-1) : exhausted ? null : lastRead;
  return {
    items,
    nextCursor: resume ? encodeCursor(query.sort, { values: positionValues(resume, query.sort), id: resume.id, offset: offset + items.length, typos }) : null,
    total: exhausted ? offset + items.length : null,
    offset,
  };
}

/** Reads of the approved catalogue for suggestions: each one query with a small limit. */
const catalogueProbe: CatalogueProbe = {
  async exists(anyOf) {
    const snapshot = await approvedByShape(facetShape, anyOf.length === 1 ? (anyOf[0] ?? null) : anyOf).select().limit(1).get();
    return !snapshot.empty;
  },
  async facetsOf(facet, limit) {
    const snapshot = await approvedByShape(facetShape, facet).select("facets").limit(limit).get();
    return snapshot.docs.map((doc) => {
      const facets: unknown = doc.get("facets");
      return Array.isArray(facets) ? (facets as string[]) : [];
    });
  },
};

const isEmpty = (result: CatalogueResult) => result.items.length === 0 && result.nextCursor === null;

/**
 * One page of the catalogue. When a search's first page finds nothing exactly, the same search
 * with one typo allowed per word (its later pages carry that in the cursor); when that finds
 * nothing either, searches with a word replaced by the nearest catalogue word (lib/catalogue/suggest.ts).
 */
async function readCataloguePage(query: CatalogueQuery): Promise<CatalogueResult> {
  const cursor = query.after ? decodeCursor(query.after, query.sort) : null;
  const typoPlan = planTypoQuery(query);
  if (cursor?.typos && typoPlan) return { ...(await readPlanPage(query, typoPlan, cursor)), typos: true };
  const exact = await readPlanPage(query, planCatalogueQuery(query), cursor);
  if (cursor || !query.q || !isEmpty(exact)) return exact;
  if (typoPlan) {
    const loose = await readPlanPage(query, typoPlan, null);
    if (!isEmpty(loose)) return { ...loose, typos: true };
  }
  return { ...exact, suggestions: await suggestSearches(query.q, catalogueProbe) };
}

/**
 * A catalogue page, cached per search (the same URL is the same entry), expired by approvals. Its
 * second tag marks it, and the results page that reads it, as one of the searches the cache keeps
 * a bounded number of (config/search-cache.mjs).
 */
export const searchCatalogue = unstable_cache(readCataloguePage, ["catalogue-page"], { revalidate: PRODUCTS_REVALIDATE_SECONDS, tags: [PRODUCTS_TAG, SEARCH_VARIANT_TAG] });

/** The catalogue's search as lib/catalogue/search-index.ts defines it, answered by Firestore. */
export const firestoreSearchIndex: SearchIndex = { search: searchCatalogue };
