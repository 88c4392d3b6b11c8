import { catalogueHref, hasFilters, isDefaultQuery, isUntidy, parseCatalogueQuery, type SearchParamsInput } from "@/lib/catalogue/query";

describe("parseCatalogueQuery", () => {
  it("reads nothing into an empty URL: no search, best rated first", () => {
    expect(parseCatalogueQuery({})).toEqual({ q: "", sort: "rating" });
  });

  it("keeps every valid parameter, from a plain object or URLSearchParams", () => {
    const expected = {
      q: "carbon",
      type: "documents",
      university: "uni_AbC123xyz0000",
      price: "paid",
      min: 5,
      max: 30.5,
      difficulty: "hard",
      sdg: 13,
      captions: true,
      sort: "price-desc",
      after: "WyJwcmljZS1kZXNjIl0",
    };
    const raw = { ...expected, min: "5", max: "30.50", sdg: "13", captions: "yes" };
    expect(parseCatalogueQuery(raw)).toEqual(expected);
    expect(parseCatalogueQuery(new URLSearchParams(raw))).toEqual(expected);
  });

  it("drops values a visitor or an old link could send that mean nothing", () => {
    const query = parseCatalogueQuery({
      type: "ebooks",
      university: "../users/x",
      price: "cheap",
      min: "-1",
      max: "ten",
      difficulty: "extreme",
      sdg: "18",
      sort: "random",
      after: "not a cursor!",
      captions: "on",
    });
    expect(query).toEqual({ q: "", sort: "rating" });
    for (const sdg of ["0", "1.5", "abc", "017"]) expect(parseCatalogueQuery({ sdg }).sdg).toBeUndefined();
    expect(parseCatalogueQuery({ min: "1e3" }).min).toBeUndefined();
    expect(parseCatalogueQuery({ max: "9.999" }).max).toBeUndefined();
    expect(parseCatalogueQuery({ type: "" , university: "", price: "" })).toEqual({ q: "", sort: "rating" });
  });

  it("cleans what it can: trims and collapses the search, caps its length, swaps min and max, accepts a decimal comma", () => {
    expect(parseCatalogueQuery({ q: "  carbon \n  pricing  " }).q).toBe("carbon pricing");
    expect(parseCatalogueQuery({ q: "x".repeat(500) }).q).toHaveLength(100);
    expect(parseCatalogueQuery({ min: "40", max: "10" })).toMatchObject({ min: 10, max: 40 });
    expect(parseCatalogueQuery({ min: "9,99" }).min).toBe(9.99);
    expect(parseCatalogueQuery({ sdg: ["7", "13"] }).sdg).toBe(7);
  });
});

describe("catalogue links", () => {
  it("round-trip through the URL and leave defaults out", () => {
    const query = parseCatalogueQuery({ q: "soil & water", type: "video_courses", price: "free", sdg: "6", sort: "newest" });
    expect(parseCatalogueQuery(new URL(catalogueHref(query), "http://x").searchParams)).toEqual(query);
    expect(catalogueHref(parseCatalogueQuery({ sort: "rating" }))).toBe("/courses");
    expect(catalogueHref(query, { after: "abc", sort: "rating" })).toBe("/courses?q=soil+%26+water&type=video_courses&price=free&sdg=6&after=abc");
  });

  it("tell the plain catalogue (indexed) from filtered, sorted and later pages", () => {
    expect(isDefaultQuery(parseCatalogueQuery({}))).toBe(true);
    for (const params of [{ q: "soil" }, { sort: "newest" }, { after: "abc" }, { price: "free" }]) {
      expect(isDefaultQuery(parseCatalogueQuery(params)), JSON.stringify(params)).toBe(false);
    }
    expect(hasFilters(parseCatalogueQuery({ sort: "newest", after: "abc" }))).toBe(false);
    expect(hasFilters(parseCatalogueQuery({ max: "20" }))).toBe(true);
  });
});

describe("untidy catalogue URLs", () => {
  const untidy = (params: SearchParamsInput) => isUntidy(params, parseCatalogueQuery(params));

  it("are what the form sends with empty fields, the default sort, invalid or repeated values, but not others' parameters", () => {
    expect(untidy(new URLSearchParams("q=carbon&type=&university=&price=free&min=&max=&difficulty=&sdg=&sort=rating"))).toBe(true);
    expect(untidy({ q: "carbon", sort: "rating" })).toBe(true);
    expect(untidy({ sdg: "18" })).toBe(true);
    expect(untidy({ q: "  carbon " })).toBe(true);
    expect(untidy({ type: ["documents", "documents"] })).toBe(true);
    expect(untidy({ utm_source: "newsletter" })).toBe(false);
  });

  it("are not the clean links the catalogue makes itself, so redirecting to them cannot loop", () => {
    for (const params of [{}, { q: "carbon" }, { price: "free", sort: "newest", after: "abc" }, { min: "5", max: "20.5", sdg: "13" }]) {
      const query = parseCatalogueQuery(params);
      const clean = new URL(catalogueHref(query), "http://x").searchParams;
      expect(isUntidy(clean, parseCatalogueQuery(clean)), JSON.stringify(params)).toBe(false);
    }
  });
});
