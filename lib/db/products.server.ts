import "server-only";
import { FieldPath, Timestamp, type Query } from "firebase-admin/firestore";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { Lecture, LectureContentDoc, LectureDoc, Product, ProductDoc } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { PRODUCTS, titleSearchShape, type ProductSort, type QueryShape } from "./product-queries";
import { PRODUCT_FIELDS, toLecture, toProduct } from "./product-shape";
import { storedAs } from "./stored.server";

/** Cache tag of every catalogue list (pages, showcases, counts, sitemaps); an approval expires it. */
export const PRODUCTS_TAG = "products";
/** Cache tag of one product's own reads (its document, outline, reviews): its edits expire only it. */
export const productTag = (productId: string) => `product:${productId}`;
/** How long a cached read of products lives at most; approvals and edits expire it sooner by tag. */
export const PRODUCTS_REVALIDATE_SECONDS = 300;

/** Counts stop here: "more than 1,000" is all a visitor needs, and each 1,000 counted is billed a read. */
export const COUNT_LIMIT = 1000;

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
/** The approved products: what the catalogue, its lists and the sitemaps read. */
export const approvedProducts = () => productsInState("approved");

/** Every product `uid` is a creator of, in any state (drafts and rejected ones included). */
export async function productsOfCreator(uid: string): Promise<Product[]> {
  const snapshot = await productsCollection().where("creators", "array-contains", uid).get();
  return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
}

/** `query` reading only what a product page or card shows, without the search facets. */
export const shown = (query: Query) => query.select(...PRODUCT_FIELDS);
/** `query` reading what a page shows and the search facets, for a search that checks each document itself. */
export const shownWithFacets = (query: Query) => query.select(...PRODUCT_FIELDS, "facets");
/** The same for documents read by reference. */
const SHOWN_MASK = { fieldMask: [...PRODUCT_FIELDS] };

/**
 * The approved products in a query of `shape` (lib/db/product-queries.ts) with its facet, or any
 * of several (array-contains-any, served by the same index); its order fields end with the id,
 * as Firestore's implicit tie-breaker.
 */
export function approvedByShape(shape: QueryShape, facet: string | string[] | null): Query {
  let query: Query = approvedProducts();
  if (shape.arrayContains && typeof facet === "string") query = query.where(shape.arrayContains, "array-contains", facet);
  if (shape.arrayContains && Array.isArray(facet)) query = query.where(shape.arrayContains, "array-contains-any", facet);
  for (const { field, direction } of shape.orderBy) query = query.orderBy(field, direction);
  return query;
}

/** A query's document-id tie-breaker, in the direction of its last order field. */
export const orderById = (query: Query, direction: "asc" | "desc") => query.orderBy(FieldPath.documentId(), direction);

/** Where a query under `sort` starts after a product: its order values as stored (a timestamp for `newest`), then its reference. */
export function startValues(sort: ProductSort, values: number[], id: string): unknown[] {
  const ordered = sort === "newest" ? [new Timestamp(values[0] ?? 0, values[1] ?? 0)] : values;
  return [...ordered, productRef(id)];
}

/** How many documents `query` matches, counted (not read) up to COUNT_LIMIT + 1. */
export async function countMatches(query: Query): Promise<number> {
  const snapshot = await query.limit(COUNT_LIMIT + 1).count().get();
  return snapshot.data().count;
}

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
    { revalidate: PRODUCTS_REVALIDATE_SECONDS, tags: [productTag(id)] },
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
 * Products in any state with `term` among their title words (`titleTerms`), by title
 * (titleSearchShape), reading only what the admin's product picker shows and checks.
 */
export function productsWithTitleTerm(term: string): Query {
  let query: Query = productsCollection().where(titleSearchShape.arrayContains ?? "titleTerms", "array-contains", term);
  for (const { field, direction } of titleSearchShape.orderBy) query = query.orderBy(field, direction);
  return query.select("title", "state", "titleTerms");
}

/** The outline of a product (titles, sections, durations): public for approved products. */
export function listLectures(productId: string): Promise<Lecture[]> {
  return unstable_cache(
    () => readLectures(productId),
    ["product-lectures", productId],
    { revalidate: PRODUCTS_REVALIDATE_SECONDS, tags: [productTag(productId)] },
  )();
}

/**
 * A product straight from Firestore, never from the cache: what checkout charges and what
 * admins approve must be the stored value of this moment.
 */
export async function readProductFresh(id: string): Promise<Product | null> {
  const snapshot = await productRef(id).get();
  return snapshot.exists ? toProduct(snapshot.id, snapshot.data() ?? {}) : null;
}

