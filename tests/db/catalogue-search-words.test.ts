import { parseCatalogueQuery } from "@/lib/catalogue/query";
import { catalogueFields } from "@/lib/catalogue/facets.server";
import { searchCatalogue } from "@/lib/catalogue/search.server";
import { adminDb } from "@/lib/firebase/server";
import { backfill } from "@/scripts/backfill-product-facets";
import { products } from "@/scripts/seed-data/product-data.mjs";
import { seed } from "@/scripts/seed";

// The four searches of issue 36 against the demo seed's catalogue, on the real Firestore queries.
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read }));

const search = (q: string, params: Record<string, string> = {}) => searchCatalogue(parseCatalogueQuery({ q, ...params }));
const titles = async (q: string) => (await search(q)).items.map((item) => item.title).sort();
const approvedTitles = (keep: (product: (typeof products)[number]) => boolean) =>
  products
    .filter((product) => product.state === "approved" && keep(product))
    .map((product) => product.title)
    .sort();

beforeAll(async () => {
  await adminDb().recursiveDelete(adminDb().collection("products"));
  await seed({ quiet: true });
}, 60_000);

describe("search on the demo catalogue", () => {
  it("finds a word that only the description has", async () => {
    expect(await titles("battery")).toEqual(["Solar and Wind Grid Integration"]);
    expect(await titles("Battery")).toEqual(["Solar and Wind Grid Integration"]);
  });

  it("finds a university course code, hyphen and all", async () => {
    const onCourse = approvedTitles((product) => product.courseId === products.find((entry) => entry.title === "Solar and Wind Grid Integration")?.courseId);
    expect(onCourse).toContain("Community Energy and Citizen Participation");
    expect(await titles("SET-3015")).toEqual(onCourse);
    expect(await titles("set-3015")).toEqual(onCourse);
  });

  it("finds an abbreviation of the description and learning outcomes", async () => {
    expect(await titles("LCA")).toContain("Life Cycle Assessment in Practice");
    expect(await titles("comparative lca")).toEqual(["Life Cycle Assessment in Practice"]);
  });

  it("finds a word one typo away when nothing matches exactly, and says so", async () => {
    const result = await search("energi");
    expect(result.typos).toBe(true);
    expect(result.items.map((item) => item.title)).toContain("Community Energy and Citizen Participation");
    expect((await search("energy")).typos).toBeUndefined();
    expect(await titles("batery")).toEqual(["Solar and Wind Grid Integration"]);
  });

  it("finds the goals' names", async () => {
    expect(await titles("sanitation")).toEqual(approvedTitles((product) => product.sdgs.includes(6)));
  });

  it("finds nothing for a word two edits from any, and suggests the nearest words instead", async () => {
    const result = await search("batterie");
    expect(result.items).toEqual([]);
    expect(result.typos).toBeUndefined();
    expect(result.suggestions).toEqual(["battery"]);
    expect(await titles(result.suggestions![0]!)).toEqual(["Solar and Wind Grid Integration"]);
  });

  it("suggests nothing for a word near no catalogue word, nor when only the filters leave nothing", async () => {
    expect(await search("quantum")).toMatchObject({ items: [], suggestions: [] });
    expect(await search("battery", { price: "free" })).toMatchObject({ items: [], suggestions: [] });
  });

  it("filters by EQF level and ECTS band (issue 34), alone, together and with a goal, under every sort", async () => {
    const filtered = async (params: Record<string, string>) => (await search("", params)).items.map((item) => item.title).sort();
    for (const sort of ["rating", "newest", "price-asc"]) {
      expect(await filtered({ eqf: "7", sort })).toEqual(approvedTitles((product) => product.eqfLevel === 7));
      expect(await filtered({ ects: "1-2", sort })).toEqual(approvedTitles((product) => product.ects >= 1 && product.ects < 3));
      expect(await filtered({ eqf: "7", ects: "under-1", sdg: "15", sort })).toEqual(["Integrated Water Resources Management"]);
    }
  });

  it("pages through typo matches without trying the exact search again", async () => {
    const first = await search("enrgy", { sort: "newest" });
    expect(first.typos).toBe(true);
    const all = first.items.map((item) => item.title);
    let after = first.nextCursor;
    while (after) {
      const next = await search("enrgy", { sort: "newest", after });
      expect(next.typos).toBe(true);
      all.push(...next.items.map((item) => item.title));
      after = next.nextCursor;
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("Solar and Wind Grid Integration");
  });
});

describe("writing the search words", () => {
  it("an approval's facets hold the description and learning outcomes", async () => {
    const { facets } = await catalogueFields({ title: "Grids", description: "Battery storage", learningOutcomes: ["Explain curtailment"], sdgs: [7] });
    expect(facets).toEqual(expect.arrayContaining(["w:battery", "w:curtailment", "w:affordable", "t:batery"]));
  });

  it("the backfill gives products approved before the change their new facets, once", async () => {
    const grid = (await adminDb().collection("products").where("title", "==", "Solar and Wind Grid Integration").get()).docs[0]!;
    const written: unknown = grid.get("facets");
    await grid.ref.update({ facets: ["w:solar"] });
    await adminDb().doc("products/prod_backfillDraft").set({ title: "Draft", state: "draft", facets: [] });
    await expect(backfill(adminDb(), { log: () => undefined })).resolves.toBe(1);
    expect((await grid.ref.get()).get("facets")).toEqual(written);
    expect((await adminDb().doc("products/prod_backfillDraft").get()).get("facets")).toEqual([]);
    await expect(backfill(adminDb(), { log: () => undefined })).resolves.toBe(0);
    await adminDb().doc("products/prod_backfillDraft").delete();
  });

  it("the backfill gives a captioned product approved before the captions filter its facet", async () => {
    const grid = (await adminDb().collection("products").where("title", "==", "Solar and Wind Grid Integration").get()).docs[0]!;
    const written: unknown = grid.get("facets");
    await grid.ref.update({ captioned: true });
    await expect(backfill(adminDb(), { log: () => undefined })).resolves.toBe(1);
    expect((await grid.ref.get()).get("facets")).toContain("captions:yes");
    await grid.ref.update({ captioned: false, facets: written });
  });
});
