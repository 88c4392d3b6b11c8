import { seed } from "@/scripts/seed.mjs";
import { universities as seeded } from "@/scripts/seed-data/university-data.mjs";
import { parseCatalogueQuery } from "@/lib/catalogue/query";
import { searchProducts } from "@/lib/catalogue/search";
import { listApprovedProducts } from "@/lib/db/products.server";
import { listUniversities } from "@/lib/db/universities.server";

// Outside Next there is no data cache: read straight through, as on a cache miss.
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read }));

beforeAll(async () => {
  await seed({ quiet: true });
}, 60_000);

describe("listUniversities on the demo data", () => {
  it("reads every university with its degrees, courses and sections, sorted by name", async () => {
    // Other test files may leave their own university documents in the shared emulator.
    const seededIds = new Set(seeded.map((university: { id: string }) => university.id));
    const universities = (await listUniversities()).filter((university) => seededIds.has(university.id));
    expect(universities.map((university) => university.shortName)).toEqual(["BOKU", "TU Delft", "ETH Zurich", "Lund"]);
    const boku = universities[0]!;
    expect(boku).toMatchObject({ name: "BOKU University, Vienna", city: "Vienna", country: "Austria", website: "https://boku.ac.at" });
    expect(boku.degrees.map((degree) => degree.name)).toEqual(["BSc Environment and Bio-Resources Management", "MSc Environmental Sciences – Soil and Water"]);
    expect(boku.courses.map((course) => course.code)).toEqual(["LCA-501", "SOIL-320", "WAT-540"]);
    expect(boku.sections.filter((section) => section.courseId === boku.courses[0]!.id).map((section) => section.name)).toEqual([
      "Goal and scope definition",
      "Impact assessment methods",
      "Life cycle inventory",
    ]);
    for (const course of boku.courses) {
      for (const degreeId of course.degreeIds) expect(boku.degrees.map((degree) => degree.id)).toContain(degreeId);
    }
  });

  it("gives the catalogue what it needs to find seeded courses by their university course", async () => {
    const [products, universities] = await Promise.all([listApprovedProducts(), listUniversities()]);
    const titles = (q: string) => searchProducts(products, universities, parseCatalogueQuery({ q })).items.map((product) => product.title);
    expect(titles("carbon")).toEqual(expect.arrayContaining(["Carbon Pricing and Policy Instruments", "GHG Protocol Scopes 1–3 Workbook"]));
    expect(titles("zurich").sort()).toEqual(["Biodiversity Monitoring with eDNA and Camera Traps", "Climate Adaptation for Cities", "GHG Protocol Scopes 1–3 Workbook"]);
    expect(titles("nature-based solutions")).toEqual([]);
  });
});
