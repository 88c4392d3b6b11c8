/**
 * Every shape of query the server asks of `products`, in one place. The Firestore emulator does
 * not enforce composite indexes, so tests/unit/catalogue/indexes.test.ts checks each shape against
 * firestore.indexes.json: a query production would refuse fails there, not after a deploy.
 * lib/db/products.server.ts, lib/catalogue and lib/admin build their queries from these shapes, so the
 * list cannot drift from the code.
 */
export type QueryShape = {
  name: string;
  collection: string;
  /** Fields compared with == (in any order). */
  equality: string[];
  /** The field compared with array-contains, if any. */
  arrayContains: string | null;
  /** Order fields; a range filter, if any, is on the first. */
  orderBy: { field: OrderBy["field"] | (string & {}); direction: OrderBy["direction"] }[];
};

export const PRODUCTS = "products";

export type SortField = "rating.stars" | "rating.count" | "createdOn" | "price";
export type OrderBy = { field: SortField; direction: "asc" | "desc" };

/**
 * The stored fields each catalogue sort orders products by (the sorts a URL names are
 * lib/catalogue/query.ts `catalogueSorts`); the document id breaks ties in the last field's direction.
 */
export const sortOrders = {
  rating: [
    { field: "rating.stars", direction: "desc" },
    { field: "rating.count", direction: "desc" },
  ],
  newest: [{ field: "createdOn", direction: "desc" }],
  "price-asc": [{ field: "price", direction: "asc" }],
  "price-desc": [{ field: "price", direction: "desc" }],
} as const satisfies Record<string, OrderBy[]>;

/** A sort of the approved catalogue, by its name. */
export type ProductSort = keyof typeof sortOrders;
const productSorts = Object.keys(sortOrders) as ProductSort[];

/** The catalogue under one sort, with or without a facet (lib/catalogue/plan.ts). */
export function catalogueShape(sort: ProductSort, withFacet: boolean): QueryShape {
  return {
    name: `catalogue ${sort}${withFacet ? " by facet" : ""}`,
    collection: PRODUCTS,
    equality: ["state"],
    arrayContains: withFacet ? "facets" : null,
    orderBy: [...sortOrders[sort]],
  };
}

/** Products of one facet (a university course's page, its counts), best rated first. */
export const facetShape = catalogueShape("rating", true);

/**
 * The admin's product picker: products in any state with a title word starting with the searched
 * word, by title (lib/admin/product-picker.server.ts `searchProductTitles`).
 */
export const titleSearchShape: QueryShape = {
  name: "admin product picker by title",
  collection: PRODUCTS,
  equality: [],
  arrayContains: "titleTerms",
  orderBy: [{ field: "titleSort", direction: "asc" }],
};

/** One creator's approved courses, best rated first (the product page's instructor block, lib/db/creator-profiles.server.ts). */
export const creatorCoursesShape = { ...catalogueShape("rating", false), name: "approved courses of one creator", arrayContains: "creators" } satisfies QueryShape;

/** Every shape the server can send of products; the index test walks this list. */
export const productQueryShapes: QueryShape[] = [...productSorts.flatMap((sort) => [catalogueShape(sort, false), catalogueShape(sort, true)]), titleSearchShape, creatorCoursesShape];
