import { wordFacet } from "./facets";

/** Levenshtein distance: letters inserted, deleted or replaced to turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The whole words behind a product's prefix facets that start with `prefix`: the prefixes no
 * longer prefix of the same product starts with ("w:battery" but not "w:batter").
 */
export function wordsStartingWith(facets: readonly string[], prefix: string): string[] {
  const start = wordFacet(prefix);
  const prefixes = facets.filter((facet) => facet.startsWith(start)).sort();
  // Sorted, a prefix comes right before the words it starts; the last of a run is a whole word.
  return prefixes.filter((facet, at) => !prefixes[at + 1]?.startsWith(facet)).map((facet) => facet.slice(2));
}

/**
 * Up to `count` words at most `maxDistance` edits from `word`, from the words of the products read
 * (one list each): fewest edits first, then the most products, then A–Z.
 */
export function nearestTerms(word: string, candidates: string[][], { count, maxDistance }: { count: number; maxDistance: number }): string[] {
  const products = new Map<string, number>();
  for (const words of candidates) for (const candidate of new Set(words)) products.set(candidate, (products.get(candidate) ?? 0) + 1);
  products.delete(word);
  return [...products.entries()]
    .map(([candidate, seen]) => ({ candidate, seen, distance: editDistance(word, candidate) }))
    .filter((entry) => entry.distance <= maxDistance)
    .sort((a, b) => a.distance - b.distance || b.seen - a.seen || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map((entry) => entry.candidate);
}
