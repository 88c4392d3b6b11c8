/**
 * The product sitemap's parts: each holds the products whose id starts (after "prod_") with one
 * of two characters, in Firestore's byte order. Generated ids are uniform over 62 characters, so
 * each part holds 1/31 of the catalogue: under the 50,000 URLs a sitemap may list up to about 1.5
 * million products, with no read needed to know how many parts there are.
 */
const ID_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const SITEMAP_PART_COUNT = ID_CHARACTERS.length / 2;

/** The product id range [from, to) of part `index`; null stands for no bound (the first and last parts). */
export function sitemapPartRange(index: number): { from: string | null; to: string | null } | null {
  if (!Number.isInteger(index) || index < 0 || index >= SITEMAP_PART_COUNT) return null;
  // The first part also takes any id below "prod_0", the last any above "prod_z" (none are generated).
  const from = index === 0 ? null : `prod_${ID_CHARACTERS[index * 2]}`;
  const next = ID_CHARACTERS[index * 2 + 2];
  return { from, to: next ? `prod_${next}` : null };
}
