import { unstable_cache } from "next/cache";
import { GET as universityRoute } from "@/app/api/creator/universities/[id]/route";
import { adminDb } from "@/lib/firebase/server";
import type { UniversityTree } from "@/lib/types/university";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken } from "./support";

// GET /api/creator/universities/[id]: the course builder's degrees, courses and sections of the
// one university a creator chose, never every university's.
// Outside Next there is no data cache: read straight through, as on a cache miss, and record the tags.
vi.mock("next/cache", () => ({ unstable_cache: vi.fn(<T>(read: T) => read) }));

const rulesEnv = registerRulesEnv();
const UNIVERSITIES = "descriptive/university/universities";
const PASSWORD = "route-password-1";
let token = "";

const get = (id: string, bearer: string | null = token) =>
  universityRoute(apiRequest(`http://localhost/api/creator/universities/${encodeURIComponent(id)}`, { token: bearer }), { params: Promise.resolve({ id }) });

beforeAll(async () => {
  await clearAuth();
  await createAccount("creator@route.test", PASSWORD);
  token = await idToken("creator@route.test", PASSWORD);
  await rulesEnv().clearFirestore();
  const db = adminDb();
  await db.doc(`${UNIVERSITIES}/uni_a`).set({ name: "Alpha University", shortName: "Alpha", country: "Austria", city: "Graz", website: "https://alpha.example" });
  await db.doc(`${UNIVERSITIES}/uni_a/degrees/deg_a`).set({ id: "deg_a", name: "MSc Water", level: "master" });
  await db.doc(`${UNIVERSITIES}/uni_a/courses/course_b`).set({ id: "course_b", name: "Rivers", code: "R-2", degreeIds: ["deg_a"] });
  await db.doc(`${UNIVERSITIES}/uni_a/courses/course_a`).set({ id: "course_a", name: "Lakes", code: "L-1", degreeIds: [] });
  await db.doc(`${UNIVERSITIES}/uni_a/sections/sec_a`).set({ id: "sec_a", name: "Deltas", courseId: "course_b" });
  await db.doc(`${UNIVERSITIES}/uni_b`).set({ name: "Beta University" });
  await db.doc(`${UNIVERSITIES}/uni_b/courses/course_c`).set({ id: "course_c", name: "Not asked for", code: "X", degreeIds: [] });
});

describe("GET /api/creator/universities/[id]", () => {
  it("answers a signed-in user with that one university's degrees, courses and sections, sorted by name, through the cache", async () => {
    const response = await get("uni_a");
    expect(response.status).toBe(200);
    const { university } = (await response.json()) as { university: UniversityTree };
    expect(university).toMatchObject({ id: "uni_a", name: "Alpha University", shortName: "Alpha" });
    expect(university.degrees).toEqual([{ id: "deg_a", name: "MSc Water", level: "master" }]);
    expect(university.courses.map((course) => course.name)).toEqual(["Lakes", "Rivers"]);
    expect(university.sections).toEqual([{ id: "sec_a", name: "Deltas", courseId: "course_b" }]);
    expect(JSON.stringify(university)).not.toContain("Not asked for");
    // Cached per university and expired with every admin change to university data.
    expect(unstable_cache).toHaveBeenCalledWith(expect.any(Function), ["university-tree", "uni_a"], expect.objectContaining({ tags: ["universities"] }));
  });

  it("answers 404 with a readable message for a university that does not exist or an id that cannot be one", async () => {
    for (const id of ["uni_gone", "../products/x", "__name__"]) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "creator/university-not-found", error: "This university is no longer in our university data. Choose another one." });
    }
  });

  it("answers 401 to a visitor and to a broken token", async () => {
    expect((await get("uni_a", null)).status).toBe(401);
    expect((await get("uni_a", "not-a-token")).status).toBe(401);
  });
});
