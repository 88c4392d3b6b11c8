import { productFacets, searchWords } from "@/lib/catalogue/facets";
import { decodeCursor, encodeCursor, isExact, matchesPlan, planCatalogueQuery, positionValues } from "@/lib/catalogue/plan";
import { parseCatalogueQuery } from "@/lib/catalogue/query";
import { aCatalogueProduct } from "@/tests/factories/catalogue";

const plan = (params: Record<string, string>) => planCatalogueQuery(parseCatalogueQuery(params));

describe("the catalogue's facets", () => {
  const facets = productFacets(
    aCatalogueProduct("prod_x", { title: "Café Économie", subtitle: "", author: "Jo", type: "documents", free: true, difficulty: "easy", sdgs: [7, 13], university: "uni_a", uniCourse: "course_b" }),
    { universityName: "Universität Zürich", universityShortName: "UZH", courseName: "Energy Systems", courseCode: "SET-3015" },
  );

  it("holds every word of the searchable text with all its prefixes, without accents", () => {
    for (const facet of ["w:c", "w:ca", "w:caf", "w:cafe", "w:economie", "w:zurich", "w:uzh", "w:energy", "w:set", "w:3015", "w:jo"]) expect(facets).toContain(facet);
    expect(facets).not.toContain("w:café");
    expect(facets).not.toContain("w:afe");
  });

  it("holds one entry per filter value", () => {
    for (const facet of ["type:documents", "uni:uni_a", "course:course_b", "price:free", "level:easy", "sdg:7", "sdg:13"]) expect(facets).toContain(facet);
    expect(facets).not.toContain("price:paid");
  });

  it("holds the captions facet only when every video lecture has captions (issue 35)", () => {
    const product = aCatalogueProduct("prod_x", { title: "Soil", subtitle: "", author: "Jo", type: "video_courses", free: true, difficulty: "easy", sdgs: [], university: "", uniCourse: "" });
    expect(productFacets({ ...product, captioned: true }, {})).toContain("captions:yes");
    expect(productFacets(product, {})).not.toContain("captions:yes");
    expect(facets).not.toContain("captions:yes");
  });

  it("splits search words as it splits the text, and caps their length at the longest prefix stored", () => {
    expect(searchWords("SET-3015  Zürich")).toEqual(["set", "3015", "zurich"]);
    expect(searchWords("a".repeat(30))).toEqual(["a".repeat(20)]);
  });
});

describe("planCatalogueQuery", () => {
  it("asks Firestore for the longest search word, and checks the others itself", () => {
    expect(plan({ q: "soil health" })).toMatchObject({ facet: "w:health", alsoFacets: ["w:soil"], priceRange: null, alsoPrice: null });
  });

  it("asks for a filter when there is no search, in the order university, goal, difficulty, type, price", () => {
    expect(plan({ price: "free", type: "documents", difficulty: "easy", sdg: "7", university: "uni_a" })).toMatchObject({
      facet: "uni:uni_a",
      alsoFacets: ["sdg:7", "level:easy", "type:documents", "price:free"],
    });
    expect(plan({ price: "paid" }).facet).toBe("price:paid");
    // "With captions": the rarest filter value, asked of Firestore first; "no" means no filter.
    expect(plan({ captions: "yes", university: "uni_a", type: "video_courses" })).toMatchObject({ facet: "captions:yes", alsoFacets: ["uni:uni_a", "type:video_courses"] });
    expect(plan({ captions: "no" }).facet).toBeNull();
    expect(plan({}).facet).toBeNull();
  });

  it("lets Firestore apply a price range only under a price sort", () => {
    expect(plan({ min: "5", max: "20", sort: "price-asc" })).toMatchObject({ priceRange: { min: 5, max: 20 }, alsoPrice: null });
    expect(plan({ min: "5", sort: "newest" })).toMatchObject({ priceRange: null, alsoPrice: { min: 5, max: undefined } });
  });

  it("is exact when Firestore's answer needs no check", () => {
    expect(isExact(plan({ q: "soil", sort: "price-desc", max: "9" }))).toBe(true);
    expect(isExact(plan({ q: "soil", type: "documents" }))).toBe(false);
    expect(isExact(plan({ max: "9" }))).toBe(false);
  });

  it("checks the remaining facets and the price on each document read", () => {
    const narrowed = plan({ q: "soil health", max: "10" });
    expect(matchesPlan(narrowed, ["w:health", "w:soil"], 10)).toBe(true);
    expect(matchesPlan(narrowed, ["w:health", "w:soil"], 10.01)).toBe(false);
    expect(matchesPlan(narrowed, ["w:health"], 5)).toBe(false);
  });
});

describe("catalogue cursors", () => {
  const product = aCatalogueProduct("prod_abc", { createdOn: "2025-03-01T10:00:00.123Z", price: 12.5 });

  it("round-trip the sort's values, the id and the offset", () => {
    const values = positionValues(product, "newest");
    expect(values).toEqual([Date.parse("2025-03-01T10:00:00Z") / 1000, 123_000_000]);
    expect(decodeCursor(encodeCursor("newest", { values, id: product.id, offset: 12 }), "newest")).toEqual({ values, id: product.id, offset: 12 });
  });

  it("remember that a page lists typo matches, so the next page does not search exactly again", () => {
    const cursor = encodeCursor("rating", { values: [4, 2], id: product.id, offset: 12, typos: true });
    expect(decodeCursor(cursor, "rating")).toEqual({ values: [4, 2], id: product.id, offset: 12, typos: true });
    expect(decodeCursor(encodeCursor("rating", { values: [4, 2], id: product.id, offset: 12 }), "rating")).not.toHaveProperty("typos");
  });

  it("are refused when made for another sort, malformed or carrying what no page has", () => {
    const cursor = encodeCursor("price-asc", { values: [12.5], id: product.id, offset: 12 });
    expect(decodeCursor(cursor, "price-desc")).toBeNull();
    expect(decodeCursor(cursor, "rating")).toBeNull();
    expect(decodeCursor("%%%", "price-asc")).toBeNull();
    expect(decodeCursor(encodeCursor("price-asc", { values: [12.5], id: "../users/x", offset: 12 }), "price-asc")).toBeNull();
    expect(decodeCursor(encodeCursor("price-asc", { values: [12.5], id: product.id, offset: -1 }), "price-asc")).toBeNull();
  });
});
