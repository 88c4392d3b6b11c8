import { listInstructors, readOtherCourses } from "@/lib/db/creator-profiles.server";
import { adminDb } from "@/lib/firebase/server";
import { registerRulesEnv } from "../rules/rules-env";

// Outside Next there is no data cache: reads go straight through.
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const rulesEnv = registerRulesEnv();

const course = (title: string, stars: number, creators: string[], state = "approved") => ({ title, subtitle: `${title}, briefly`, state, creators, rating: { stars, count: 10, total: stars * 10 } });

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  const batch = adminDb().batch();
  const docs: Record<string, Record<string, unknown>> = {
    prod_this: course("This course", 5, ["lena"]),
    prod_a: course("Soil basics", 4.9, ["lena"]),
    prod_b: course("Composting", 4.5, ["lena", "jonas"]),
    prod_c: course("Water", 4.2, ["lena"]),
    prod_d: course("Forests", 4.0, ["lena"]),
    prod_e: course("Bees", 3.0, ["lena"]),
    prod_draft: course("Unfinished", 5, ["lena"], "draft"),
    prod_otto: course("Otto's course", 5, ["otto"]),
  };
  for (const [id, data] of Object.entries(docs)) batch.set(adminDb().doc(`products/${id}`), data);
  batch.set(adminDb().doc("creatorProfiles/lena"), { displayName: "Dr. Lena Hofer", bio: "Soil scientist.", photoUrl: "" });
  await batch.commit();
});

describe("the instructor block's reads", () => {
  it("lists up to four of the creator's other approved courses, best rated first, never this one, a draft or someone else's", async () => {
    const titles = (await readOtherCourses("lena", "prod_this")).map((entry) => entry.title);
    expect(titles).toEqual(["Soil basics", "Composting", "Water", "Forests"]);
  });

  it("still lists four when the product shown is not among the first five", async () => {
    const titles = (await readOtherCourses("lena", "prod_e")).map((entry) => entry.title);
    expect(titles).toEqual(["This course", "Soil basics", "Composting", "Water"]);
  });

  it("pairs each creator with their profile, or none when they have not written one", async () => {
    const instructors = await listInstructors("prod_b", ["lena", "jonas"]);
    expect(instructors.map(({ uid, profile }) => [uid, profile?.displayName ?? null])).toEqual([
      ["lena", "Dr. Lena Hofer"],
      ["jonas", null],
    ]);
    expect(instructors[1]?.otherCourses).toEqual([]);
  });
});
