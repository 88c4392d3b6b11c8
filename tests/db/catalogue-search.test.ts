import { Timestamp } from "firebase-admin/firestore";
import { productFacets } from "@/lib/catalogue/facets";
import { PAGE_SIZE } from "@/lib/catalogue/plan";
import { parseCatalogueQuery, type SearchParamsInput } from "@/lib/catalogue/query";
import { readApprovedProducts } from "@/lib/db/products.server";
import { COURSE_PRODUCTS_SHOWN, countCourseProducts, listCourseProducts } from "@/lib/catalogue/lists.server";
import { searchCatalogue } from "@/lib/catalogue/search.server";
import { listSitemapEntries } from "@/lib/catalogue/sitemap-entries.server";
import { adminDb } from "@/lib/firebase/server";
import { SITEMAP_PART_COUNT, sitemapPartRange } from "@/lib/catalogue/sitemap-parts";
import type { Product } from "@/lib/types/product";
import type { UniversityTree } from "@/lib/types/university";
import { seed } from "@/scripts/seed";
import { aCatalogueProduct, aRating, boku, zurich } from "@/tests/factories/catalogue";

// The real Firestore queries of the catalogue against the emulator, on a catalogue of our own:
// the products collection is emptied first and the demo seed written back afterwards.
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read }));

const universities: UniversityTree[] = [boku, zurich];
const ids = (items: Product[]) => items.map((item) => item.id);

function stored(product: Product) {
  const university = universities.find((entry) => entry.id === product.university);
  const course = university?.courses.find((entry) => entry.id === product.uniCourse);
  return {
    ...product,
    createdOn: Timestamp.fromDate(new Date(product.createdOn)),
    lastUpdated: Timestamp.fromDate(new Date(product.lastUpdated)),
    facets:
      product.state === "approved"
        ? productFacets(product, { universityName: university?.name, universityShortName: university?.shortName, courseName: course?.name, courseCode: course?.code })
        : [],
  };
}

async function useCatalogue(products: Product[]) {
  await adminDb().recursiveDelete(adminDb().collection("products"));
  const batch = adminDb().batch();
  for (const product of products) batch.set(adminDb().doc(`products/${product.id}`), stored(product));
  await batch.commit();
}

const search = (params: SearchParamsInput) => searchCatalogue(parseCatalogueQuery(params));
const found = async (params: SearchParamsInput) => ids((await search(params)).items).sort();

const product = (id: string, overrides: Partial<Product> = {}) => aCatalogueProduct(`prod_${id.padEnd(13, "0")}`, overrides);
const short = (items: Product[] | string[]) => (items as (Product | string)[]).map((item) => (typeof item === "string" ? item : item.id).slice(5).replace(/0+$/, ""));

const catalogue = [
  product("lca", { title: "Life Cycle Assessment in Practice", university: "uni_boku", uniCourse: "course_lca", price: 24.99, difficulty: "normal", sdgs: [12, 13] }),
  product("soil", { title: "Soil Health Indicators", subtitle: "A field guide to measuring soil", type: "documents", university: "uni_boku", uniCourse: "course_soil", price: 9.99, difficulty: "easy", sdgs: [2, 15] }),
  product("carbon", { title: "Carbon Pricing", author: "Jonas Berg", type: "documents", university: "uni_zurich", price: 0, free: true, difficulty: "normal", sdgs: [13] }),
  product("city", { title: "Green Cities", subtitle: "Cafés, parks and heat", university: "uni_zurich", uniCourse: "course_eco", price: 39.99, difficulty: "hard", sdgs: [11] }),
  product("pending", { title: "Carbon Pending", state: "pending", university: "uni_zurich" }),
];

afterAll(async () => {
  await adminDb().recursiveDelete(adminDb().collection("products"));
  await seed({ quiet: true });
}, 60_000);

describe("catalogue search on Firestore", () => {
  beforeAll(() => useCatalogue(catalogue), 30_000);
  const foundShort = async (params: SearchParamsInput) => short(await found(params)).sort();

  it("never returns products that are not approved", async () => {
    expect(await foundShort({})).toEqual(["carbon", "city", "lca", "soil"]);
    expect(await foundShort({ q: "pending" })).toEqual([]);
  });

  it("finds words and word starts in the title, subtitle and author, in any case", async () => {
    expect(await foundShort({ q: "CARBON" })).toEqual(["carbon"]);
    expect(await foundShort({ q: "carb" })).toEqual(["carbon"]);
    expect(await foundShort({ q: "field guide" })).toEqual(["soil"]);
    expect(await foundShort({ q: "jonas" })).toEqual(["carbon"]);
  });

  it("finds words in the university's full and short name and the university course's name and code", async () => {
    expect(await foundShort({ q: "vienna" })).toEqual(["lca", "soil"]);
    expect(await foundShort({ q: "uzh" })).toEqual(["carbon", "city"]);
    expect(await foundShort({ q: "fertility" })).toEqual(["soil"]);
    expect(await foundShort({ q: "SOIL-320" })).toEqual(["soil"]);
  });

  it("ignores accents on either side", async () => {
    expect(await foundShort({ q: "zurich" })).toEqual(["carbon", "city"]);
    expect(await foundShort({ q: "ZÜRICH" })).toEqual(["carbon", "city"]);
    expect(await foundShort({ q: "ecologie" })).toEqual(["city"]);
    expect(await foundShort({ q: "cafes" })).toEqual(["city"]);
  });

  it("needs every word to match somewhere, not necessarily together", async () => {
    expect(await foundShort({ q: "soil vienna" })).toEqual(["soil"]);
    expect(await foundShort({ q: "soil zurich" })).toEqual([]);
  });

  it.each([
    [{ type: "documents" }, ["carbon", "soil"]],
    [{ type: "video_courses" }, ["city", "lca"]],
    [{ university: "uni_zurich" }, ["carbon", "city"]],
    [{ university: "uni_unknown" }, []],
    [{ price: "free" }, ["carbon"]],
    [{ price: "paid" }, ["city", "lca", "soil"]],
    [{ min: "9.99" }, ["city", "lca", "soil"]],
    [{ max: "24.99" }, ["carbon", "lca", "soil"]],
    [{ min: "10", max: "30" }, ["lca"]],
    [{ min: "10", max: "30", sort: "price-desc" }, ["lca"]],
    [{ difficulty: "easy" }, ["soil"]],
    [{ difficulty: "hard" }, ["city"]],
    [{ sdg: "13" }, ["carbon", "lca"]],
    [{ sdg: "1" }, []],
    [{ q: "carbon", price: "paid" }, []],
    [{ type: "documents", sdg: "15", university: "uni_boku" }, ["soil"]],
  ])("%j keeps exactly %j", async (params, expected) => {
    expect(await foundShort(params as SearchParamsInput)).toEqual(expected);
  });

  it("counts every match and names the range shown", async () => {
    expect(await search({ q: "zurich" })).toMatchObject({ total: 2, offset: 0, nextCursor: null });
    expect(await search({ q: "zurich", sdg: "11" })).toMatchObject({ total: 1, offset: 0, nextCursor: null });
  });

  it("reads one batch of the products, never another product's document (the cart)", async () => {
    expect(short(await readApprovedProducts([catalogue[2]!.id, catalogue[4]!.id, "prod_doesNotExist1", "not an id"]))).toEqual(["carbon"]);
  });

  it("lists a university course's products and counts each course's", async () => {
    expect(short(await listCourseProducts("course_lca"))).toEqual(["lca"]);
    expect(await countCourseProducts(["course_lca", "course_soil", "course_none"])).toEqual({ course_lca: 1, course_soil: 1, course_none: 0 });
    expect(COURSE_PRODUCTS_SHOWN).toBeGreaterThan(PAGE_SIZE);
  });
});

describe("catalogue order on Firestore", () => {
  const rated = [
    product("a", { rating: aRating(4.5, 2), price: 20, createdOn: "2025-03-01T00:00:00.000Z" }),
    product("b", { rating: aRating(4.8, 1), price: 5, createdOn: "2025-01-01T00:00:00.000Z" }),
    product("c", { rating: aRating(4.5, 9), price: 20, createdOn: "2025-05-01T00:00:00.000Z" }),
    product("d", { rating: aRating(0, 0), price: 0, free: true, createdOn: "2025-04-01T00:00:00.000Z" }),
  ];
  beforeAll(() => useCatalogue(rated), 30_000);

  it.each([
    ["rating", ["b", "c", "a", "d"]],
    ["newest", ["c", "d", "a", "b"]],
    // Equal prices: the id breaks the tie, in the sort's direction.
    ["price-asc", ["d", "b", "a", "c"]],
    ["price-desc", ["c", "a", "b", "d"]],
  ])("sort=%s", async (sort, expected) => {
    expect(short((await search({ sort })).items)).toEqual(expected);
  });

  it("sorts best rated first when the sort is missing or unknown", async () => {
    expect(short((await search({ sort: "cheapest" })).items)).toEqual(["b", "c", "a", "d"]);
  });
});

describe("catalogue pages on Firestore", () => {
  // 30 products in three price bands: most sort keys are shared with other products.
  const many = Array.from({ length: 30 }, (_, index) =>
    product(`p${String(index).padStart(2, "0")}x`, {
      title: index % 2 ? "Odd energy course" : "Even energy course",
      price: [5, 10, 15][index % 3],
      rating: aRating(4, 1),
      createdOn: "2025-01-01T00:00:00.000Z",
    }),
  );
  beforeAll(() => useCatalogue(many), 30_000);

  // Ties are broken by id in the direction of the sort's last field.
  const expectedOrder = (sort: string, keep: (item: Product) => boolean = () => true) => {
    const sorted = [...many].filter(keep).sort((a, b) => a.id.localeCompare(b.id));
    if (sort === "price-asc") return ids(sorted.sort((a, b) => a.price - b.price));
    if (sort === "price-desc") return ids(sorted.reverse().sort((a, b) => b.price - a.price));
    return ids(sorted.reverse());
  };

  async function allPages(params: Record<string, string>, total: number | null) {
    const pages: string[][] = [];
    let after: string | undefined;
    do {
      const result = await search(after ? { ...params, after } : params);
      expect(result.offset).toBe(pages.flat().length);
      if (total !== null) expect(result.total).toBe(total);
      pages.push(ids(result.items));
      after = result.nextCursor ?? undefined;
    } while (after && pages.length < 10);
    return pages;
  }

  it.each(["rating", "newest", "price-asc", "price-desc"])("pages through equal keys (sort=%s) with no duplicates or gaps", async (sort) => {
    const pages = await allPages({ sort }, 30);
    expect(pages.map((page) => page.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 6]);
    expect(pages.flat()).toEqual(expectedOrder(sort));
  });

  it.each(["rating", "price-asc"])("pages through a search the page narrows itself (two words, sort=%s)", async (sort) => {
    const odd = (item: Product) => item.title.startsWith("Odd");
    const pages = await allPages({ q: "odd energy", sort }, null);
    expect(pages.flat()).toEqual(expectedOrder(sort, odd));
    expect(pages.flat()).toHaveLength(15);
  });

  it("has no next cursor on the last page", async () => {
    const last = await allPages({ sort: "newest" }, 30);
    expect(last).toHaveLength(3);
    expect((await search({ q: "even", price: "paid", max: "5" })).nextCursor).toBeNull();
  });

  it("continues after the cursor even when that product is gone by the next request", async () => {
    const first = await search({ sort: "price-asc" });
    const lastShown = first.items.at(-1)!.id;
    await adminDb().doc(`products/${lastShown}`).delete();
    const second = await search({ sort: "price-asc", after: first.nextCursor! });
    expect(ids(second.items)).toEqual(expectedOrder("price-asc").filter((id) => id !== lastShown).slice(PAGE_SIZE - 1, 2 * PAGE_SIZE - 1));
  });

  it("starts again at the first page for a malformed cursor or one made for another sort", async () => {
    const firstPage = ids((await search({ sort: "newest" })).items);
    const priceCursor = (await search({ sort: "price-asc" })).nextCursor!;
    expect(ids((await search({ sort: "newest", after: priceCursor })).items)).toEqual(firstPage);
    expect(ids((await search({ sort: "newest", after: "bm9wZQ" })).items)).toEqual(firstPage);
    expect(ids((await search({ sort: "newest", after: "%%%" })).items)).toEqual(firstPage);
  });

  it("lists every approved product in exactly one sitemap part, whatever its id looks like", async () => {
    await adminDb().doc("products/legacy-1").set(stored(aCatalogueProduct("legacy-1")));
    await adminDb().doc("products/zz-imported").set(stored(aCatalogueProduct("zz-imported")));
    const parts = await Promise.all(
      Array.from({ length: SITEMAP_PART_COUNT }, (_, index) => {
        const range = sitemapPartRange(index)!;
        return listSitemapEntries(range.from, range.to);
      }),
    );
    const listed = parts.flatMap((part) => part.map((entry) => entry.id));
    const remaining = (await adminDb().collection("products").where("state", "==", "approved").get()).docs.map((doc) => doc.id);
    expect(listed.sort()).toEqual(remaining.sort());
  });
});
