// @ts-check
// Plain JavaScript, so the demo seed (plain Node) stores exactly what the server stores at
// approval. The catalogue's one array field `facets` holds a product's search words with their
// prefixes ("w:carb") and its filter values ("type:documents", "sdg:7"): Firestore allows one
// array-contains per query, so a page asks for its most selective facet and checks the rest
// on the documents it read (lib/catalogue/plan.ts, docs/decisions/0037-catalogue-search-filters-paging.md).

/** Lower case without accents, so "Zurich" finds "Zürich" and "cafe" finds "Café". */
export function normalizeText(/** @type {string} */ text) {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The longest word prefix stored: longer search words are matched on their first 20 letters. */
export const MAX_PREFIX = 20;

/** Words as search sees them: letters and digits, so "SET-3015" is "set" and "3015". */
export function searchWords(/** @type {string} */ text) {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_PREFIX));
}

/** Every prefix of every word of `text`: what a search word must equal to find it. */
export function wordPrefixes(/** @type {string} */ text) {
  /** @type {Set<string>} */
  const prefixes = new Set();
  for (const word of searchWords(text)) {
    for (let length = 1; length <= word.length; length++) prefixes.add(word.slice(0, length));
  }
  return [...prefixes];
}

/**
 * @typedef {object} FacetSource
 * @property {string} title
 * @property {string} subtitle
 * @property {string} author
 * @property {string} type
 * @property {boolean} free
 * @property {string} difficulty
 * @property {number[]} sdgs
 * @property {string} university
 * @property {string} uniCourse
 */

/**
 * @typedef {object} FacetPlace
 * @property {string} [universityName]
 * @property {string} [universityShortName]
 * @property {string} [courseName]
 * @property {string} [courseCode]
 */

export const wordFacet = (/** @type {string} */ word) => `w:${word}`;
export const typeFacet = (/** @type {string} */ type) => `type:${type}`;
export const universityFacet = (/** @type {string} */ id) => `uni:${id}`;
export const courseFacet = (/** @type {string} */ id) => `course:${id}`;
export const priceFacet = (/** @type {boolean} */ free) => (free ? "price:free" : "price:paid");
export const difficultyFacet = (/** @type {string} */ difficulty) => `level:${difficulty}`;
export const sdgFacet = (/** @type {number} */ goal) => `sdg:${goal}`;

/**
 * Every facet of a product: each word of its title, subtitle, author, university and university
 * course with all its prefixes (so "carb" finds "Carbon"), and one entry per filter value.
 * @param {FacetSource} product
 * @param {FacetPlace} place
 * @returns {string[]}
 */
export function productFacets(product, place) {
  const text = [product.title, product.subtitle, product.author, place.universityName, place.universityShortName, place.courseName, place.courseCode]
    .filter(Boolean)
    .join(" ");
  const facets = new Set(wordPrefixes(text).map(wordFacet));
  facets.add(typeFacet(product.type));
  if (product.university) facets.add(universityFacet(product.university));
  if (product.uniCourse) facets.add(courseFacet(product.uniCourse));
  facets.add(priceFacet(product.free));
  facets.add(difficultyFacet(product.difficulty));
  for (const goal of product.sdgs) facets.add(sdgFacet(goal));
  return [...facets].sort();
}
