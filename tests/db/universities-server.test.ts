import { seed } from "@/scripts/seed";
import { universities as seeded } from "@/scripts/seed-data/university-data.mjs";
import { getProductPlace, getUniversity, listUniversities, listUniversitySummaries } from "@/lib/db/universities.server";

// Outside Next there is no data cache: read straight through, as on a cache miss.
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read }));

beforeAll(async () => {
  await seed({ quiet: true });
}, 60_000);

// Other test files may leave their own university documents in the shared emulator.
const seededIds = new Set(seeded.map((university: { id: string }) => university.id));

describe("university reads on the demo data", () => {
  it("lists every university's own document, sorted by name, with its degree and course counts", async () => {
    const universities = (await listUniversities()).filter((university) => seededIds.has(university.id));
    expect(universities.map((university) => university.shortName)).toEqual(["BOKU", "TU Delft", "ETH Zurich", "Lund"]);
    expect(universities[0]).toEqual({ id: universities[0]!.id, shortName: "BOKU", name: "BOKU University, Vienna", city: "Vienna", country: "Austria", website: "https://boku.ac.at", emailDomains: ["boku.ac.at", "students.boku.ac.at"] });
    const summaries = (await listUniversitySummaries()).filter((university) => seededIds.has(university.id));
    expect(summaries[0]).toMatchObject({ shortName: "BOKU", degreeCount: 2, courseCount: 3 });
  });

  it("reads one university with its degrees, courses and sections, sorted by name", async () => {
    const bokuId = seeded.find((university: { shortName: string }) => university.shortName === "BOKU")!.id as string;
    const boku = (await getUniversity(bokuId))!;
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

  it("answers null for a university that does not exist or an id that cannot be one", async () => {
    expect(await getUniversity("uni_doesNotExist1")).toBeNull();
    expect(await getUniversity("../users")).toBeNull();
  });

  it("names a product's university and university course from their two documents", async () => {
    const boku = seeded.find((university: { shortName: string }) => university.shortName === "BOKU")!;
    const course = boku.courses.find((entry) => entry.code === "LCA-501")!;
    expect(await getProductPlace(boku.id, course.id)).toEqual({
      university: { id: boku.id, name: "BOKU University, Vienna", shortName: "BOKU" },
      uniCourse: { id: course.id, name: "Life Cycle Assessment", code: "LCA-501" },
    });
    expect(await getProductPlace(boku.id, "course_doesNotExist")).toEqual({ university: { id: boku.id, name: "BOKU University, Vienna", shortName: "BOKU" }, uniCourse: null });
    expect(await getProductPlace("uni_doesNotExist1", course.id)).toEqual({ university: null, uniCourse: null });
    expect(await getProductPlace("", "")).toEqual({ university: null, uniCourse: null });
  });
});
