import { productFacets } from "@/lib/catalogue/facets";
import { editDistance, nearestTerms, wordsStartingWith } from "@/lib/catalogue/nearest-terms";
import { suggestSearches, type CatalogueProbe } from "@/lib/catalogue/suggest";
import { aCatalogueProduct } from "@/tests/factories/catalogue";

// A catalogue in memory standing in for Firestore's queries, counting them.
function probeOf(titles: string[]) {
  const catalogue = titles.map((title, index) => productFacets(aCatalogueProduct(`prod_${index}`, { title, author: "" }), {}));
  const calls: string[] = [];
  const probe: CatalogueProbe = {
    exists: async (anyOf) => {
      calls.push(`exists ${anyOf[0]}`);
      return catalogue.some((facets) => anyOf.some((facet) => facets.includes(facet)));
    },
    facetsOf: async (facet, limit) => {
      calls.push(`read ${facet}`);
      return catalogue.filter((facets) => facets.includes(facet)).slice(0, limit);
    },
  };
  return { probe, calls };
}

describe("nearest terms", () => {
  it("counts edits", () => {
    expect(editDistance("batterie", "battery")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("reads whole words back from a product's prefix facets", () => {
    expect(wordsStartingWith(["w:b", "w:ba", "w:bat", "w:batt", "w:batte", "w:batter", "w:battery", "w:battl", "w:battle", "w:c"], "bat")).toEqual(["battery", "battle"]);
  });

  it("ranks by edits, then by how many products have the word, and leaves out distant words", () => {
    expect(nearestTerms("batterie", [["battery", "battle"], ["battery"], ["batteries"]], { count: 3, maxDistance: 2 })).toEqual(["batteries", "battery"]);
  });
});

describe("suggestSearches", () => {
  it("offers the nearest catalogue word for a word that finds nothing, even one typo away", async () => {
    const { probe, calls } = probeOf(["Battery Storage Economics", "Solar Power"]);
    await expect(suggestSearches("batterie", probe)).resolves.toEqual(["battery"]);
    // One check of the word, a binary search of its prefixes, one read of the products: bounded.
    expect(calls.length).toBeLessThanOrEqual(1 + 3 + 1);
  });

  it("keeps the words that find something and replaces only the one that does not", async () => {
    const { probe } = probeOf(["Battery Storage Economics", "Solar Power"]);
    await expect(suggestSearches("solar batterie", probe)).resolves.toEqual(["solar battery"]);
  });

  it("offers nothing when no catalogue word is near", async () => {
    const { probe } = probeOf(["Quality Education"]);
    await expect(suggestSearches("quantum", probe)).resolves.toEqual([]);
    await expect(suggestSearches("zzzz", probe)).resolves.toEqual([]);
  });
});
