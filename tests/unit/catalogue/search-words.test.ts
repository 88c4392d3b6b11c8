import { allowsTypo, MAX_FACETS, oneDeletionVariants, productFacets, searchWords } from "@/lib/catalogue/facets";
import { planTypoQuery, typoFacetsOf } from "@/lib/catalogue/plan";
import { parseCatalogueQuery } from "@/lib/catalogue/query";
import { aCatalogueProduct } from "@/tests/factories/catalogue";

const facetsOf = (overrides: Parameters<typeof aCatalogueProduct>[1], place = {}) => productFacets(aCatalogueProduct("prod_x", { title: "Grid", ...overrides }), place);

/** True when a search for `word`, allowed one typo, finds a product with these facets. */
const findsWithTypo = (word: string, facets: string[]) => typoFacetsOf(word).some((facet) => facets.includes(facet));

describe("search words", () => {
  it("are lower case without accents, split at anything but letters and digits", () => {
    expect(searchWords("Énergie  SOLAIRE")).toEqual(["energie", "solaire"]);
    expect(searchWords("SET-3015 / lca-501")).toEqual(["set", "3015", "lca", "501"]);
    expect(searchWords("Life cycle assessment (LCA).")).toEqual(["life", "cycle", "assessment", "lca"]);
  });

  it("allow a typo only in words of four letters or more without digits", () => {
    expect(allowsTypo("lca")).toBe(false);
    expect(allowsTypo("3015")).toBe(false);
    expect(allowsTypo("iso14040")).toBe(false);
    expect(allowsTypo("soil")).toBe(true);
  });

  it("have one-letter deletion variants: the word and each way of leaving one letter out", () => {
    expect(oneDeletionVariants("soil").sort()).toEqual(["oil", "sil", "soi", "soil", "sol"]);
    expect(oneDeletionVariants("toll").sort()).toEqual(["oll", "tll", "tol", "toll"]);
  });
});

describe("a product's search facets", () => {
  const facets = facetsOf(
    {
      description: "The economics of battery storage.",
      learningOutcomes: ["Compare a comparative LCA"],
      sdgs: [7],
    },
    { courseCode: "SET-3015", courseName: "Renewable Energy Systems" },
  );

  it("hold the words of the description, the learning outcomes, the goals' names and the course code", () => {
    for (const facet of ["w:battery", "w:batt", "w:lca", "w:affordable", "w:clean", "w:set", "w:3015", "w:renewable"]) expect(facets).toContain(facet);
  });

  it("find a word one typo away: a letter wrong, missing, extra, or two swapped", () => {
    for (const typo of ["energi", "enrgy", "energyy", "enegry", "batery", "battrey", "renewabel"]) expect(findsWithTypo(typo, facets)).toBe(true);
  });

  it("do not find a word two typos away, nor short words and codes with a typo", () => {
    for (const miss of ["enirgi", "batterie", "lcb", "3016", "sat"]) expect(findsWithTypo(miss, facets)).toBe(false);
  });

  it("stay within MAX_FACETS for the longest description the builder takes, keeping the title's typo variants", () => {
    const words = Array.from({ length: 1500 }, (_, index) => `word${index.toString(36)}abc`.replace(/\d/g, (digit) => "klmnopqrst"[Number(digit)] ?? ""));
    const long = facetsOf({ title: "Photovoltaics", description: words.join(" ").slice(0, 10_000) });
    expect(long.length).toBeLessThanOrEqual(MAX_FACETS);
    expect(long).toContain("t:photovoltacs");
    expect(long).toContain("w:wordkabc");
  });
});

describe("the typo search plan", () => {
  const plan = (params: Record<string, string>) => planTypoQuery(parseCatalogueQuery(params));

  it("asks Firestore for any variant of the longest word that allows a typo, and checks the rest on each document", () => {
    const typo = plan({ q: "lca energi", university: "uni_a" });
    expect(typo?.facet).toBeNull();
    expect(typo?.anyOf).toEqual(expect.arrayContaining(["w:energi", "t:energi", "t:energ", "t:nergi"]));
    expect(typo?.anyOf?.length).toBeLessThanOrEqual(30);
    expect(typo?.alsoAnyOf).toEqual([["w:lca"]]);
    expect(typo?.alsoFacets).toEqual(["uni:uni_a"]);
  });

  it("is null when no word is long enough for a typo", () => {
    expect(plan({ q: "lca 501" })).toBeNull();
    expect(plan({})).toBeNull();
  });

  it("asks at most 22 values of Firestore for the longest word (array-contains-any takes 30)", () => {
    const [longest] = searchWords("Abcdefghijklmnopqrstuvwxyzäöü");
    expect(typoFacetsOf(longest!)).toHaveLength(22);
  });
});
