// The demo seed and the backfill store exactly what the server stores at approval, with these
// functions. The catalogue's one array field `facets` holds a product's search words with their
// prefixes ("w:carb"), the one-letter deletions of its longer words ("t:enrgy", for typos) and its
// filter values ("type:documents", "sdg:7"): Firestore allows one array-contains per query, so a
// page asks for its most selective facet and checks the rest on the documents it read
// (lib/catalogue/plan.ts, docs/decisions/0037-catalogue-search-filters-paging.md, 0162).
import { sdgNames } from "./sdg-names";

/** Lower case without accents, so "Zurich" finds "Zürich" and "cafe" finds "Café". */
export function normalizeText(text: string) {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The longest word prefix stored: longer search words are matched on their first 20 letters. */
export const MAX_PREFIX = 20;

/** Words as search sees them: letters and digits, so "SET-3015" is "set" and "3015". */
export function searchWords(text: string) {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_PREFIX));
}

/** Every prefix of `word`, shortest first. */
const prefixesOf = (word: string) => Array.from({ length: word.length }, (_, at) => word.slice(0, at + 1));

/** Every prefix of every word of `text`: what a search word must equal to find it. */
export function wordPrefixes(text: string) {
  return [...new Set(searchWords(text).flatMap(prefixesOf))];
}

/** Words shorter than this, and words with digits (codes, years), must be typed exactly. */
export const MIN_TYPO_LENGTH = 4;

/** True when a search for `word` also finds words one typo away. */
export const allowsTypo = (word: string) => word.length >= MIN_TYPO_LENGTH && !/\p{N}/u.test(word);

/**
 * `word` and every word made by deleting one of its letters (SymSpell's deletion neighbourhood).
 * Two words share one of these exactly when deleting at most one letter from each makes them
 * equal: every single typo (a letter missing, extra or wrong, two neighbours swapped) and, rarely,
 * a pair two edits apart ("abcd" and "bcda").
 */
export function oneDeletionVariants(word: string) {
  const variants = new Set([word]);
  for (let at = 0; at < word.length; at++) variants.add(word.slice(0, at) + word.slice(at + 1));
  return [...variants];
}

/**
 * A product holds at most this many facets. Each is an entry in the single-field index and in
 * each of the four composite indexes on `facets` (firestore.indexes.json), and Firestore allows
 * 40,000 index entries per document: 5,000 × 5 leaves room for every other field. The seeded
 * products hold 300 to 1,200; a 10,000-letter description (the builder's limit) has about 2,500
 * word prefixes and as many typo variants, so the cap takes only typo variants of its last words.
 */
export const MAX_FACETS = 5000;

export type FacetSource = {
  title: string;
  subtitle: string;
  author: string;
  description?: string;
  learningOutcomes?: string[];
  type: string;
  free: boolean;
  difficulty: string;
  sdgs: number[];
  university: string;
  uniCourse: string;
  captioned?: boolean;
  eqfLevel?: number;
  ects?: number;
};

export type FacetPlace = {
  universityName?: string;
  universityShortName?: string;
  courseName?: string;
  courseCode?: string;
};

export const wordFacet = (word: string) => `w:${word}`;
export const typoFacet = (variant: string) => `t:${variant}`;
export const typeFacet = (type: string) => `type:${type}`;
export const universityFacet = (id: string) => `uni:${id}`;
export const courseFacet = (id: string) => `course:${id}`;
export const priceFacet = (free: boolean) => (free ? "price:free" : "price:paid");
export const difficultyFacet = (difficulty: string) => `level:${difficulty}`;
export const sdgFacet = (goal: number) => `sdg:${goal}`;
/** Every video lecture has captions (issue 35); products without it hold no captions facet. */
export const CAPTIONS_FACET = "captions:yes";
export const eqfFacet = (level: number) => `eqf:${level}`;
export const ectsFacet = (band: string) => `ects:${band}`;

/**
 * The catalogue's ECTS ranges, each a facet value (docs/decisions/0185-catalogue-ects-bands.md):
 * Firestore takes one array-contains and no second range beside the sort's order field, so a
 * range of credits is one of these bands. A band is from `min` up to but not including the next.
 */
export const ECTS_BANDS = [
  { id: "under-1", min: 0 },
  { id: "1-2", min: 1 },
  { id: "3-5", min: 3 },
  { id: "6-plus", min: 6 },
] as const;

/** The band of a product's ECTS credits; null for a course without credits. */
export function ectsBand(ects: number) {
  if (!(ects > 0)) return null;
  return [...ECTS_BANDS].reverse().find((band) => ects >= band.min)?.id ?? null;
}

/**
 * Adds each group whole, in order, while the total stays within MAX_FACETS: a word is searchable
 * with all its prefixes (or all its typo variants) or not at all.
 */
function addWhole(facets: Set<string>, groups: string[][]) {
  for (const group of groups) {
    const fresh = group.filter((facet) => !facets.has(facet));
    if (facets.size + fresh.length > MAX_FACETS) return;
    for (const facet of fresh) facets.add(facet);
  }
}

/**
 * Every facet of a product: one entry per filter value; each word of its title, subtitle, author,
 * university, university course (name and code), goals' names, learning outcomes and description
 * with all its prefixes (so "carb" finds "Carbon"); then the typo variants of the longer words,
 * in the same order, up to MAX_FACETS.
 */
export function productFacets(product: FacetSource, place: FacetPlace): string[] {
  const text = [
    product.title,
    product.subtitle,
    product.author,
    place.universityName,
    place.universityShortName,
    place.courseName,
    place.courseCode,
    ...product.sdgs.map((goal) => sdgNames[goal - 1]),
    ...(product.learningOutcomes ?? []),
    product.description,
  ]
    .filter(Boolean)
    .join(" ");
  const facets = new Set<string>([typeFacet(product.type), priceFacet(product.free), difficultyFacet(product.difficulty), ...product.sdgs.map(sdgFacet)]);
  if (product.university) facets.add(universityFacet(product.university));
  if (product.uniCourse) facets.add(courseFacet(product.uniCourse));
  if (product.captioned) facets.add(CAPTIONS_FACET);
  if (Number.isInteger(product.eqfLevel) && Number(product.eqfLevel) >= 1 && Number(product.eqfLevel) <= 8) facets.add(eqfFacet(Number(product.eqfLevel)));
  const band = ectsBand(product.ects ?? 0);
  if (band) facets.add(ectsFacet(band));
  const words = [...new Set(searchWords(text))];
  addWhole(facets, words.map((word) => prefixesOf(word).map(wordFacet)));
  addWhole(facets, words.filter(allowsTypo).map((word) => oneDeletionVariants(word).map(typoFacet)));
  return [...facets].sort();
}
