import { searchWords, wordFacet } from "./facets";
import { nearestTerms, wordsStartingWith } from "./nearest-terms";
import { typoFacetsOf } from "./plan";

/** What suggestions ask of the approved catalogue, each a query with a small limit. */
export type CatalogueProbe = {
  /** Whether any approved product holds one of `anyOf`. */
  exists(anyOf: string[]): Promise<boolean>;
  /** The facets of up to `limit` approved products holding `facet`. */
  facetsOf(facet: string, limit: number): Promise<string[][]>;
};

// Bounds on an empty search's extra reads: words looked at, products read for their words.
const WORDS_CHECKED = 3;
const PRODUCTS_READ = 8;
const SUGGESTIONS = 3;
const MIN_PREFIX = 2;

/** Words further than this from the search word are no suggestion: "quality" is not "quantum". */
const maxDistance = (word: string) => Math.max(2, Math.floor(word.length / 3));

/** The longest prefix of `word` (of MIN_PREFIX letters or more) some approved product has a word starting with. */
async function longestKnownPrefix(word: string, probe: CatalogueProbe): Promise<string | null> {
  // Every shorter prefix of a known prefix is known too, so a binary search needs log2(20) probes.
  let known: string | null = null;
  let low = MIN_PREFIX;
  let high = word.length - 1;
  while (low <= high) {
    const length = Math.floor((low + high) / 2);
    const prefix = word.slice(0, length);
    if (await probe.exists([wordFacet(prefix)])) {
      known = prefix;
      low = length + 1;
    } else {
      high = length - 1;
    }
  }
  return known;
}

/**
 * Searches to offer when `q` found nothing: for each of its first words that finds nothing on its
 * own (not even one typo away), the search with that word replaced by one of the nearest catalogue
 * words sharing its longest known prefix. At most 3 words × (1 + 5 + 1) queries reading at most
 * 14 documents each, whatever the catalogue's size.
 */
export async function suggestSearches(q: string, probe: CatalogueProbe): Promise<string[]> {
  const words = [...new Set(searchWords(q))];
  const suggestions: string[] = [];
  for (const word of words.slice(0, WORDS_CHECKED)) {
    if (await probe.exists(typoFacetsOf(word))) continue;
    const prefix = await longestKnownPrefix(word, probe);
    if (!prefix) continue;
    const candidates = (await probe.facetsOf(wordFacet(prefix), PRODUCTS_READ)).map((facets) => wordsStartingWith(facets, prefix));
    for (const term of nearestTerms(word, candidates, { count: SUGGESTIONS, maxDistance: maxDistance(word) })) suggestions.push(words.map((entry) => (entry === word ? term : entry)).join(" "));
  }
  return [...new Set(suggestions)].slice(0, SUGGESTIONS);
}
