import type { CatalogueResult } from "./plan";
import type { CatalogueQuery } from "./query";

/**
 * Where /courses finds its results. Today Firestore with the facets the server writes at approval
 * (lib/catalogue/search.server.ts; one typo per word, docs/decisions/0162-search-every-word-one-typo.md);
 * a search service (Typesense or Algolia, fed by their Firebase extensions) can take its place for
 * relevance ranking without the page changing.
 */
export interface SearchIndex {
  search(query: CatalogueQuery): Promise<CatalogueResult>;
}
