import indexes from "@/firestore.indexes.json";
import { ectsBand, productFacets } from "@/lib/catalogue/facets";
import { describeFilters } from "@/lib/catalogue/labels";
import { matchesPlan, planCatalogueQuery } from "@/lib/catalogue/plan";
import { catalogueHref, catalogueSorts, isUntidy, parseCatalogueQuery } from "@/lib/catalogue/query";
import { catalogueShape } from "@/lib/db/product-queries";
import { aCatalogueProduct } from "@/tests/factories/catalogue";

// Issue 34: the catalogue filters by EQF level and ECTS credits (and, as before, by goal).
const place = { universityName: "BOKU" };
const facetsOf = (overrides: Parameters<typeof aCatalogueProduct>[1]) => productFacets(aCatalogueProduct("prod_x", overrides), place);

describe("EQF and ECTS facets", () => {
  it("a product carries its EQF level and the band of its ECTS credits", () => {
    expect(facetsOf({ eqfLevel: 6, ects: 4 })).toEqual(expect.arrayContaining(["eqf:6", "ects:3-5"]));
    expect(facetsOf({ eqfLevel: 0, ects: 0 }).filter((facet) => /^(eqf|ects):/.test(facet))).toEqual([]);
  });

  it.each([
    [0, null],
    [0.5, "under-1"],
    [1, "1-2"],
    [2.5, "1-2"],
    [3, "3-5"],
    [5.5, "3-5"],
    [6, "6-plus"],
    [60, "6-plus"],
  ])("%s ECTS fall in the band %s", (ects, band) => {
    expect(ectsBand(ects)).toBe(band);
  });
});

describe("the URL of an EQF or ECTS filter", () => {
  it("reads a level of 1 to 8 and a known band, and drops anything else", () => {
    expect(parseCatalogueQuery({ eqf: "6", ects: "3-5" })).toMatchObject({ eqf: 6, ects: "3-5" });
    for (const eqf of ["0", "9", "6.5", "six", "66"]) expect(parseCatalogueQuery({ eqf })).not.toHaveProperty("eqf");
    for (const ects of ["3", "3to5", "6+"]) expect(parseCatalogueQuery({ ects })).not.toHaveProperty("ects");
  });

  it("keeps them in shared links and the filter summary, and tidies an empty field away", () => {
    const query = parseCatalogueQuery({ eqf: "7", ects: "under-1", sdg: "13" });
    expect(catalogueHref(query)).toBe("/courses?sdg=13&eqf=7&ects=under-1");
    expect(describeFilters(query, [])).toEqual(["SDG 13: Climate action", "EQF level 7", "Under 1 ECTS"]);
    expect(isUntidy({ eqf: "", ects: "" }, parseCatalogueQuery({ eqf: "", ects: "" }))).toBe(true);
  });
});

describe("the query of an EQF, ECTS or goal filter", () => {
  it("asks Firestore for one facet and checks the others on what it reads", () => {
    const plan = planCatalogueQuery(parseCatalogueQuery({ sdg: "7", eqf: "6", ects: "3-5" }));
    expect([plan.facet, ...plan.alsoFacets]).toEqual(["sdg:7", "eqf:6", "ects:3-5"]);
    expect(matchesPlan(plan, facetsOf({ sdgs: [7], eqfLevel: 6, ects: 4 }), 10)).toBe(true);
    expect(matchesPlan(plan, facetsOf({ sdgs: [7], eqfLevel: 7, ects: 4 }), 10)).toBe(false);
    expect(matchesPlan(plan, facetsOf({ sdgs: [7], eqfLevel: 6, ects: 1 }), 10)).toBe(false);
  });

  type Index = { collectionGroup: string; fields: { fieldPath: string; order?: string; arrayConfig?: string }[] };
  it.each(catalogueSorts)("under the sort %s, each is served by the facet index of firestore.indexes.json", (sort) => {
    for (const params of [{ eqf: "6" }, { ects: "1-2" }, { sdg: "4" }, { eqf: "5", ects: "6-plus", min: "5" }]) {
      const plan = planCatalogueQuery(parseCatalogueQuery({ ...params, sort }));
      // One array-contains on facets, and a range only on the sort's own order field.
      expect(plan.facet).toMatch(/^(eqf|ects|sdg):/);
      const shape = catalogueShape(sort, true);
      const served = (indexes.indexes as Index[]).some(
        (index) =>
          index.collectionGroup === "products" &&
          index.fields.some((field) => field.fieldPath === "facets" && field.arrayConfig === "CONTAINS") &&
          index.fields.some((field) => field.fieldPath === "state") &&
          shape.orderBy.every((order) => index.fields.some((field) => field.fieldPath === order.field)),
      );
      expect(served).toBe(true);
    }
  });
});
