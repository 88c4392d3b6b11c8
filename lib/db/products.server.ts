import "server-only";
import { FieldPath, Timestamp, type DocumentData, type Query } from "firebase-admin/firestore";
import { unstable_cache } from "next/cache";
import { decodeCursor, encodeCursor, isExact, matchesPlan, PAGE_SIZE, planCatalogueQuery, planTypoQuery, positionValues, type CataloguePlan, type CataloguePosition, type CatalogueResult } from "@/lib/catalogue/plan";
import type { CatalogueQuery, CatalogueSort } from "@/lib/catalogue/query";
import type { SearchIndex } from "@/lib/catalogue/search-index";
import { suggestSearches, type CatalogueProbe } from "@/lib/catalogue/suggest";
import { courseFacet, productFacets, universityFacet } from "@/lib/catalogue/facets.mjs";
import { SEARCH_VARIANT_TAG } from "@/config/search-cache.mjs";
import { adminDb } from "@/lib/firebase/server";
import { titleListing } from "@/lib/learning/title-terms.mjs";
import type { ProductOption } from "@/lib/types/access";
import type { Lecture, LectureContentDoc, LectureDoc, Product, ProductDoc } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { catalogueShape, facetShape, PRODUCTS, titleSearchShape, type QueryShape } from "./product-queries";
import { PRODUCT_FIELDS, toLecture, toProduct } from "./product-shape";
import { storedAs } from "./stored.server";
import { getProductPlace, readUniversityTree } from "./universities.server";

/** Cache tag of every catalogue list (pages, showcases, counts, sitemaps); an approval expires it. */
export const PRODUCTS_TAG = "products";
/** Cache tag of one product's own reads (its document, outline, reviews): its edits expire only it. */
export const productTag = (productId: string) => `product:${productId}`;
const REVALIDATE_SECONDS = 300;


/** Counts stop here: "more than 1,000" is all a visitor needs, and each 1,000 counted is billed a read. */
export const COUNT_LIMIT = 1000;
// A page that checks documents itself reads at most this many, so its cost has a ceiling whatever
// the catalogue's size; a sparse match then shows a shorter page with a link to read on.
const SCAN_BATCH = 24;
const SCAN_LIMIT = 72;

const asProduct = storedAs<ProductDoc>();
const asLecture = storedAs<LectureDoc>();
const asLectureContent = storedAs<LectureContentDoc>();

/** Where products, their outlines and a lecture's private media pointer live, typed with their stored shapes. */
export const productsCollection = () => adminDb().collection(PRODUCTS).withConverter(asProduct);
export const productRef = (id: string) => productsCollection().doc(id);
export const lecturesRef = (productId: string) => productRef(productId).collection("lectures").withConverter(asLecture);
export const lectureRef = (productId: string, lectureId: string) => lecturesRef(productId).doc(lectureId);
export const lectureContentRef = (productId: string, lectureId: string) => lectureRef(productId, lectureId).collection("private").doc("content").withConverter(asLectureContent);
/** The working copy of an approved product, if one is open. */
export const revisionsOf = (productId: string) => productsCollection().where("revisionOf", "==", productId);
/** Products in one state, e.g. the pending ones of the approval queue. */
export const productsInState = (state: Product["state"]) => productsCollection().where("state", "==", state);
/** Products in any state linked to one university, degree, course or section. */
export const productsLinkedTo = (field: "university" | "uniDegree" | "uniCourse" | "uniSection", id: string) => productsCollection().where(field, "==", id);

/** Every product `uid` is a creator of, in any state (drafts and rejected ones included). */
export async function productsOfCreator(uid: string): Promise<Product[]> {
  const snapshot = await productsCollection().where("creators", "array-contains", uid).get();
  return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
}

const approved = () => productsInState("approved");

/** `query` reading only what a product page or card shows, without the search facets. */
const shown = (query: Query) => query.select(...PRODUCT_FIELDS);
/** The same for documents read by reference. */
const SHOWN_MASK = { fieldMask: [...PRODUCT_FIELDS] };

/**
 * A query of `shape` with its facet, or any of several (array-contains-any, served by the same
 * index); its order fields end with the id, as Firestore's implicit tie-breaker.
 */
function shapedQuery(shape: QueryShape, facet: string | string[] | null): Query {
  let query: Query = approved();
  if (shape.arrayContains && typeof facet === "string") query = query.where(shape.arrayContains, "array-contains", facet);
  if (shape.arrayContains && Array.isArray(facet)) query = query.where(shape.arrayContains, "array-contains-any", facet);
  for (const { field, direction } of shape.orderBy) query = query.orderBy(field, direction);
  return query;
}

function startValues(sort: CatalogueSort, values: number[], id: string): unknown[] {
  const ordered = sort === "newest" ? [new Timestamp(values[0] ?? 0, values[1] ?? 0)] : values;
  return [...ordered, productRef(id)];
}

function planQuery(plan: CataloguePlan): Query {
  const facet = plan.anyOf ?? plan.facet;
  let query = shapedQuery(catalogueShape(plan.sort, facet !== null), facet);
  // Under a price sort the range is on the first order field, which Firestore serves from the same index.
  if (plan.priceRange?.min !== undefined) query = query.where("price", ">=", plan.priceRange.min);
  if (plan.priceRange?.max !== undefined) query = query.where("price", "<=", plan.priceRange.max);
  return query.orderBy(FieldPath.documentId(), plan.sort === "price-asc" ? "asc" : "desc");
}

async function countMatches(query: Query): Promise<number> {
  const snapshot = await query.limit(COUNT_LIMIT + 1).count().get();
  return snapshot.data().count;
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
    const snapshot = await (position ? base.startAfter(...position) : base).select(...PRODUCT_FIELDS, "facets").limit(SCAN_BATCH).get();
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
    const snapshot = await shapedQuery(facetShape, anyOf.length === 1 ? (anyOf[0] ?? null) : anyOf).select().limit(1).get();
    return !snapshot.empty;
  },
  async facetsOf(facet, limit) {
    const snapshot = await shapedQuery(facetShape, facet).select("facets").limit(limit).get();
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
export const searchCatalogue = unstable_cache(readCataloguePage, ["catalogue-page"], { revalidate: REVALIDATE_SECONDS, tags: [PRODUCTS_TAG, SEARCH_VARIANT_TAG] });

/** The catalogue's search as lib/catalogue/search-index.ts defines it, answered by Firestore. */
export const firestoreSearchIndex: SearchIndex = { search: searchCatalogue };

/** The first `count` products under a sort, for the home page's showcases. */
export const listTopProducts = unstable_cache(
  async (sort: CatalogueSort, count: number): Promise<Product[]> => {
    const snapshot = await shown(shapedQuery(catalogueShape(sort, false), null)).limit(count).get();
    return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
  },
  ["top-products"],
  { revalidate: REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

/** The best rated products of one university, for its page (the catalogue pages through the rest). */
export const listUniversityProducts = unstable_cache(
  async (universityId: string, count: number): Promise<Product[]> => {
    const snapshot = await shown(shapedQuery(facetShape, universityFacet(universityId))).limit(count).get();
    return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
  },
  ["university-products"],
  { revalidate: REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

/** The most products a university course's page lists; past it the page links to the catalogue. */
export const COURSE_PRODUCTS_SHOWN = 60;

/** A university course's products, best rated first, at most COURSE_PRODUCTS_SHOWN + 1 (to know there are more). */
export const listCourseProducts = unstable_cache(
  async (courseId: string): Promise<Product[]> => {
    const snapshot = await shown(shapedQuery(facetShape, courseFacet(courseId))).limit(COURSE_PRODUCTS_SHOWN + 1).get();
    return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
  },
  ["course-products"],
  { revalidate: REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

/** How many approved products link to each of these university courses (counted, not read). */
export const countCourseProducts = unstable_cache(
  async (courseIds: string[]): Promise<Record<string, number>> => {
    const counts = await Promise.all(courseIds.map((id) => countMatches(shapedQuery(facetShape, courseFacet(id)))));
    return Object.fromEntries(courseIds.map((id, index) => [id, counts[index] ?? 0]));
  },
  ["course-product-counts"],
  { revalidate: REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

/** One approved product, cached on its own: its page never reads another product. */
export function getApprovedProduct(id: string): Promise<Product | null> {
  if (!isDocumentId(id)) return Promise.resolve(null);
  return unstable_cache(
    async () => {
      const [snapshot] = await adminDb().getAll(productRef(id), SHOWN_MASK);
      const product = snapshot?.exists ? toProduct(snapshot.id, snapshot.data() ?? {}) : null;
      return product?.state === "approved" ? product : null;
    },
    ["approved-product", id],
    { revalidate: REVALIDATE_SECONDS, tags: [productTag(id)] },
  )();
}

/** The approved products among `ids`, in their order, read in one batch (the cart's price refresh). */
export async function readApprovedProducts(ids: string[]): Promise<Product[]> {
  const valid = ids.filter((id) => isDocumentId(id));
  if (!valid.length) return [];
  const snapshots = await adminDb().getAll(...valid.map((id) => productRef(id)), SHOWN_MASK);
  return snapshots.filter((doc) => doc.exists && doc.get("state") === "approved").map((doc) => toProduct(doc.id, doc.data() ?? {}));
}

/** A product's lectures in their order, straight from Firestore (the approval preview). */
export async function readLectures(productId: string): Promise<Lecture[]> {
  const snapshot = await lecturesRef(productId).orderBy("order").get();
  return snapshot.docs.map((doc) => toLecture(doc.id, doc.data()));
}

/** The titles of these products, in any state, in one batched read; ids that do not exist are left out. */
export async function readProductTitles(ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const snapshots = await adminDb().getAll(...ids.map((id) => productRef(id)));
  return new Map(snapshots.filter((doc) => doc.exists).map((doc) => [doc.id, String(doc.get("title") ?? "")]));
}

/**
 * What the admin's product picker finds a product by: its title's sort key and word prefixes
 * (lib/learning/title-terms.mjs). The server writes them whenever a product is submitted, approved
 * or rejected, or takes its approved revision's title. A working copy gets none: access is granted
 * to its live product, which outlives the copy (docs/decisions/0004-admin-product-picker.md).
 */
export function titleSearchFields(product: { title: string; revisionOf?: string }): { titleSort: string; titleTerms: string[] } {
  return product.revisionOf ? { titleSort: "", titleTerms: [] } : titleListing(product.title);
}

// With more than one search word the others are checked on the documents read, so a search reads
// a few more than it shows; either way its cost has this ceiling, whatever the catalogue's size.
const TITLE_SCAN = 30;

const toOption = (id: string, data: DocumentData): ProductOption => ({ id, title: String(data.title ?? id), state: String(data.state ?? "") });

/**
 * Products in any state with a title word starting with each of `words` (normalised search words),
 * by title, at most `limit`: one `array-contains` of the longest word on `titleTerms`, ordered by
 * `titleSort` (titleSearchShape), reading `limit + 1` documents, or TITLE_SCAN with several words.
 * `more` says that more may match than were shown.
 */
export async function searchProductTitles(words: string[], limit: number): Promise<{ products: ProductOption[]; more: boolean }> {
  const [longest, ...others] = [...new Set(words)].sort((a, b) => b.length - a.length);
  if (!longest) return { products: [], more: false };
  const scan = others.length ? Math.max(TITLE_SCAN, limit + 1) : limit + 1;
  let query: Query = adminDb().collection(titleSearchShape.collection).where(titleSearchShape.arrayContains ?? "titleTerms", "array-contains", longest);
  for (const { field, direction } of titleSearchShape.orderBy) query = query.orderBy(field, direction);
  const snapshot = await query.select("title", "state", "titleTerms").limit(scan).get();
  const matches = snapshot.docs.filter((doc) => {
    const terms: unknown = doc.get("titleTerms");
    return Array.isArray(terms) && others.every((word) => terms.includes(word));
  });
  return {
    products: matches.slice(0, limit).map((doc) => toOption(doc.id, doc.data())),
    more: matches.length > limit || (others.length > 0 && snapshot.size === scan),
  };
}

/** One product in any state as the picker shows it, by its id (one read); null when there is none. */
export async function readProductOption(id: string): Promise<ProductOption | null> {
  if (!isDocumentId(id)) return null;
  const snapshot = await productRef(id).get();
  return snapshot.exists ? toOption(snapshot.id, snapshot.data() ?? {}) : null;
}

/** The outline of a product (titles, sections, durations): public for approved products. */
export function listLectures(productId: string): Promise<Lecture[]> {
  return unstable_cache(
    () => readLectures(productId),
    ["product-lectures", productId],
    { revalidate: REVALIDATE_SECONDS, tags: [productTag(productId)] },
  )();
}

/** How many approved products there are, up to `limit` + 1 (the sitemap index sizes its parts). */
export const countApprovedProducts = unstable_cache(
  async (limit: number): Promise<number> => (await approved().limit(limit + 1).count().get()).data().count,
  ["approved-count"],
  { revalidate: REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

export type SitemapEntry = { id: string; lastUpdated: string };
const SITEMAP_BATCH = 1000;

/**
 * The ids and change dates of the approved products with ids in [fromId, toId), in id order, read
 * a batch at a time with only the one field a sitemap needs.
 */
async function readSitemapEntries(fromId: string | null, toId: string | null): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let query = approved().orderBy(FieldPath.documentId()).select("lastUpdated");
  if (fromId) query = query.where(FieldPath.documentId(), ">=", productRef(fromId));
  if (toId) query = query.where(FieldPath.documentId(), "<", productRef(toId));
  let after: string | null = null;
  for (;;) {
    const snapshot = await (after ? query.startAfter(productRef(after)) : query).limit(SITEMAP_BATCH).get();
    for (const doc of snapshot.docs) entries.push({ id: doc.id, lastUpdated: toProduct(doc.id, doc.data()).lastUpdated });
    if (snapshot.size < SITEMAP_BATCH) return entries;
    after = snapshot.docs.at(-1)!.id;
  }
}

/** A sitemap part's entries, cached: search engines fetch every part, often. */
export const listSitemapEntries = unstable_cache(readSitemapEntries, ["sitemap-entries"], { revalidate: 3600, tags: [PRODUCTS_TAG] });

/**
 * A product straight from Firestore, never from the cache: what checkout charges and what
 * admins approve must be the stored value of this moment.
 */
export async function readProductFresh(id: string): Promise<Product | null> {
  const snapshot = await productRef(id).get();
  return snapshot.exists ? toProduct(snapshot.id, snapshot.data() ?? {}) : null;
}

/**
 * The catalogue's search and filter facets of a product about to be listed, from its stored
 * fields and the names of its university and university course (lib/catalogue/facets.mjs).
 * Written with every approval, so a search never reads anything but the products it shows.
 */
export async function catalogueFields(data: DocumentData): Promise<{ facets: string[] }> {
  const product = toProduct("", data);
  const { university, uniCourse } = await getProductPlace(product.university, product.uniCourse);
  return {
    facets: productFacets(product, {
      universityName: university?.name,
      universityShortName: university?.shortName,
      courseName: uniCourse?.name,
      courseCode: uniCourse?.code,
    }),
  };
}

const REINDEX_BATCH = 300;

/**
 * Writes the facets of a university's approved products again, after an admin renamed the
 * university or one of its courses: their names are search words. Reads the university fresh (the
 * cache still holds the old names) and its products a batch at a time; returns how many changed.
 */
export async function reindexUniversityProducts(universityId: string): Promise<number> {
  const tree = await readUniversityTree(universityId);
  if (!tree) return 0;
  const courses = new Map(tree.courses.map((course) => [course.id, course]));
  const query = approved().where("facets", "array-contains", universityFacet(universityId)).orderBy(FieldPath.documentId());
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    const snapshot = await (after ? query.startAfter(after) : query).limit(REINDEX_BATCH).get();
    const batch = adminDb().batch();
    for (const doc of snapshot.docs) {
      const product = toProduct(doc.id, doc.data());
      const course = courses.get(product.uniCourse);
      const facets = productFacets(product, { universityName: tree.name, universityShortName: tree.shortName, courseName: course?.name, courseCode: course?.code });
      const stored: unknown = doc.get("facets");
      if (JSON.stringify(stored) === JSON.stringify(facets)) continue;
      batch.update(doc.ref, { facets });
      changed++;
    }
    await batch.commit();
    if (snapshot.size < REINDEX_BATCH) return changed;
    after = snapshot.docs.at(-1)!.id;
  }
}
