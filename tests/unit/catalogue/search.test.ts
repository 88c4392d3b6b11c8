import { parseCatalogueQuery, type SearchParamsInput } from "@/lib/catalogue/query";
import { PAGE_SIZE, searchProducts } from "@/lib/catalogue/search";
import type { Product } from "@/lib/types/product";
import { aCatalogueProduct as product, boku, zurich, aRating } from "@/tests/factories/catalogue";

const universities = [boku, zurich];
const ids = (items: Product[]) => items.map((item) => item.id);
const search = (products: Product[], params: SearchParamsInput) => searchProducts(products, universities, parseCatalogueQuery(params));
const found = (products: Product[], params: SearchParamsInput) => ids(search(products, params).items).sort();

const catalogue = [
  product("p_lca", { title: "Life Cycle Assessment in Practice", university: "uni_boku", uniCourse: "course_lca", price: 24.99, difficulty: "normal", sdgs: [12, 13] }),
  product("p_soil", { title: "Soil Health Indicators", subtitle: "A field guide to measuring soil", type: "documents", university: "uni_boku", uniCourse: "course_soil", price: 9.99, difficulty: "easy", sdgs: [2, 15] }),
  product("p_carbon", { title: "Carbon Pricing", author: "Jonas Berg", type: "documents", university: "uni_zurich", price: 0, free: true, difficulty: "normal", sdgs: [13] }),
  product("p_city", { title: "Green Cities", subtitle: "Cafés, parks and heat", university: "uni_zurich", uniCourse: "course_eco", price: 39.99, difficulty: "hard", sdgs: [11] }),
  product("p_pending", { title: "Carbon Pending", state: "pending", university: "uni_zurich" }),
];

describe("searchProducts: search", () => {
  it("never returns products that are not approved", () => {
    expect(found(catalogue, {})).toEqual(["p_carbon", "p_city", "p_lca", "p_soil"]);
    expect(found(catalogue, { q: "pending" })).toEqual([]);
  });

  it("finds words in the title, subtitle and author, in any case", () => {
    expect(found(catalogue, { q: "CARBON" })).toEqual(["p_carbon"]);
    expect(found(catalogue, { q: "field guide" })).toEqual(["p_soil"]);
    expect(found(catalogue, { q: "jonas" })).toEqual(["p_carbon"]);
  });

  it("finds words in the university's full and short name and the university course's name", () => {
    expect(found(catalogue, { q: "vienna" })).toEqual(["p_lca", "p_soil"]);
    expect(found(catalogue, { q: "uzh" })).toEqual(["p_carbon", "p_city"]);
    expect(found(catalogue, { q: "fertility" })).toEqual(["p_soil"]);
  });

  it("ignores accents on either side", () => {
    expect(found(catalogue, { q: "zurich" })).toEqual(["p_carbon", "p_city"]);
    expect(found(catalogue, { q: "ZÜRICH" })).toEqual(["p_carbon", "p_city"]);
    expect(found(catalogue, { q: "ecologie" })).toEqual(["p_city"]);
    expect(found(catalogue, { q: "cafes" })).toEqual(["p_city"]);
    expect(found([product("p_accent", { title: "Cafe culture" })], { q: "café" })).toEqual(["p_accent"]);
  });

  it("needs every word to match somewhere, not necessarily together", () => {
    expect(found(catalogue, { q: "soil vienna" })).toEqual(["p_soil"]);
    expect(found(catalogue, { q: "soil zurich" })).toEqual([]);
  });
});

describe("searchProducts: filters", () => {
  it.each([
    [{ type: "documents" }, ["p_carbon", "p_soil"]],
    [{ type: "video_courses" }, ["p_city", "p_lca"]],
    [{ university: "uni_zurich" }, ["p_carbon", "p_city"]],
    [{ university: "uni_unknown" }, []],
    [{ price: "free" }, ["p_carbon"]],
    [{ price: "paid" }, ["p_city", "p_lca", "p_soil"]],
    [{ min: "9.99" }, ["p_city", "p_lca", "p_soil"]],
    [{ max: "24.99" }, ["p_carbon", "p_lca", "p_soil"]],
    [{ min: "10", max: "30" }, ["p_lca"]],
    [{ difficulty: "easy" }, ["p_soil"]],
    [{ difficulty: "hard" }, ["p_city"]],
    [{ sdg: "13" }, ["p_carbon", "p_lca"]],
    [{ sdg: "1" }, []],
    [{ q: "carbon", price: "paid" }, []],
    [{ type: "documents", sdg: "15", university: "uni_boku" }, ["p_soil"]],
  ])("%j keeps exactly %j", (params, expected) => {
    expect(found(catalogue, params as SearchParamsInput)).toEqual(expected);
  });
});

describe("searchProducts: order", () => {
  const rated = [
    product("a", { rating: aRating(4.5, 2), price: 20, createdOn: "2025-03-01T00:00:00.000Z" }),
    product("b", { rating: aRating(4.8, 1), price: 5, createdOn: "2025-01-01T00:00:00.000Z" }),
    product("c", { rating: aRating(4.5, 9), price: 20, createdOn: "2025-05-01T00:00:00.000Z" }),
    product("d", { rating: aRating(0, 0), price: 0, free: true, createdOn: "2025-04-01T00:00:00.000Z" }),
  ];

  it.each([
    ["rating", ["b", "c", "a", "d"]],
    ["newest", ["c", "d", "a", "b"]],
    ["price-asc", ["d", "b", "a", "c"]],
    ["price-desc", ["a", "c", "b", "d"]],
  ])("sort=%s", (sort, expected) => {
    expect(ids(search(rated, { sort }).items)).toEqual(expected);
  });

  it("sorts best rated first when the sort is missing or unknown", () => {
    expect(ids(search(rated, { sort: "cheapest" }).items)).toEqual(["b", "c", "a", "d"]);
  });
});

describe("searchProducts: pages", () => {
  // 30 products in three price bands: most sort keys are shared with other products.
  const many = Array.from({ length: 30 }, (_, index) =>
    product(`p${String(index).padStart(2, "0")}`, { price: [5, 10, 15][index % 3], rating: aRating(4, 1), createdOn: "2025-01-01T00:00:00.000Z" }),
  );

  // Ties are broken by id, so the full order is known without the code under test.
  const byPrice = (direction: number) => (a: Product, b: Product) => direction * (a.price - b.price) || a.id.localeCompare(b.id);
  const expectedOrder = (sort: string) =>
    ids(sort.startsWith("price") ? [...many].sort(byPrice(sort === "price-asc" ? 1 : -1)) : [...many].sort((a, b) => a.id.localeCompare(b.id)));

  function allPages(products: Product[], params: Record<string, string>) {
    const pages: string[][] = [];
    let after: string | undefined;
    do {
      const result = search(products, after ? { ...params, after } : params);
      expect(result.offset).toBe(pages.flat().length);
      expect(result.total).toBe(30);
      pages.push(ids(result.items));
      after = result.nextCursor ?? undefined;
    } while (after && pages.length < 10);
    return pages;
  }

  it.each(["rating", "newest", "price-asc", "price-desc"])("pages through equal keys (sort=%s) with no duplicates or gaps", (sort) => {
    const pages = allPages(many, { sort });
    expect(pages.map((page) => page.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 6]);
    expect(new Set(pages.flat()).size).toBe(30);
    expect(pages.flat()).toEqual(expectedOrder(sort));
  });

  it("has no next cursor on the last page, and none at all when everything fits", () => {
    expect(search(many.slice(0, PAGE_SIZE), {}).nextCursor).toBeNull();
    expect(search(many.slice(0, PAGE_SIZE + 1), {}).nextCursor).toEqual(expect.any(String));
  });

  it("continues after the cursor even when that product is gone by the next request", () => {
    const first = search(many, { sort: "price-asc" });
    const lastShown = first.items.at(-1)!.id;
    const second = search(many.filter((item) => item.id !== lastShown), { sort: "price-asc", after: first.nextCursor! });
    expect(ids(second.items)).toEqual(expectedOrder("price-asc").slice(PAGE_SIZE, 2 * PAGE_SIZE));
  });

  it("starts again at the first page for a malformed cursor or one made for another sort", () => {
    const firstPage = ids(search(many, { sort: "newest" }).items);
    const priceCursor = search(many, { sort: "price-asc" }).nextCursor!;
    expect(ids(search(many, { sort: "newest", after: priceCursor }).items)).toEqual(firstPage);
    expect(ids(search(many, { sort: "newest", after: "bm9wZQ" }).items)).toEqual(firstPage);
    expect(ids(search(many, { sort: "newest", after: "%%%" }).items)).toEqual(firstPage);
  });
});
