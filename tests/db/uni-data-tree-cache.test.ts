import { DELETE as deleteRoute, PATCH as patchRoute, POST as postRoute } from "@/app/api/admin/uni-data/route";
import { GET as treeRoute } from "@/app/api/creator/universities/[id]/route";
import { adminAuth } from "@/lib/firebase/server";
import type { UniversityTree } from "@/lib/types/university";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken } from "./support";

// The admin's forms and list fetch one university's tree from GET /api/creator/universities/[id],
// which reads through Next's data cache. These tests stand in a data cache that keeps what it read
// until a tag of it is expired, so a tree that an admin change does not expire stays stale here
// as it would in production.
const cache = vi.hoisted(() => {
  const entries = new Map<string, { value: unknown; tags: string[] }>();
  return {
    entries,
    unstable_cache:
      <A extends unknown[], T>(read: (...args: A) => Promise<T>, keyParts: string[] = [], options: { tags?: string[] } = {}) =>
      async (...args: A): Promise<T> => {
        const key = JSON.stringify([keyParts, args]);
        const hit = entries.get(key);
        if (hit) return hit.value as T;
        const value = await read(...args);
        entries.set(key, { value, tags: options.tags ?? [] });
        return value;
      },
    revalidateTag: (tag: string) => {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
  };
});
vi.mock("next/cache", () => ({ unstable_cache: cache.unstable_cache, revalidateTag: cache.revalidateTag }));

const rulesEnv = registerRulesEnv();
const uni = "descriptive/university/universities/uni_tree";
const PASSWORD = "tree-cache-password-1";
let token = "";

const tree = async () => {
  const response = await treeRoute(apiRequest("http://localhost/api/creator/universities/uni_tree", { token }), { params: Promise.resolve({ id: "uni_tree" }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { university: UniversityTree }).university;
};
const change = async (route: (request: Request) => Promise<Response>, method: string, body?: unknown, query = "") => {
  const response = await route(apiRequest(`http://localhost/api/admin/uni-data${query}`, { method, token, body }));
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as { id: string };
};

beforeAll(async () => {
  await clearAuth();
  const uid = await createAccount("admin@tree.test", PASSWORD);
  await adminAuth().setCustomUserClaims(uid, { admin: true });
  token = await idToken("admin@tree.test", PASSWORD);
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), uni, { name: "Tree University", shortName: "TU", country: "Austria", city: "Graz", website: "https://tree.example" });
  await seedDoc(rulesEnv(), `${uni}/degrees/deg_msc`, { id: "deg_msc", name: "MSc Forestry", level: "master" });
});
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

describe("a university's tree after an admin's change", () => {
  it("is read once and then served from the cache", async () => {
    cache.entries.clear();
    await tree();
    await seedDoc(rulesEnv(), `${uni}/degrees/deg_quiet`, { id: "deg_quiet", name: "BSc Written Behind The Cache", level: "bachelor" });
    expect((await tree()).degrees.map((degree) => degree.name)).toEqual(["MSc Forestry"]);
  });

  it("shows the degree, course and section an admin adds, the course linked to another degree, an edit and a delete at once", async () => {
    const degree = await change(postRoute, "POST", { kind: "degree", universityId: "uni_tree", name: "PhD Forest Ecology", level: "doctorate" });
    expect((await tree()).degrees.map((entry) => entry.name)).toContain("PhD Forest Ecology");

    const course = await change(postRoute, "POST", { kind: "course", universityId: "uni_tree", degreeIds: ["deg_msc"], name: "Tree Physiology", code: "TP-1" });
    expect((await tree()).courses).toEqual([{ id: course.id, name: "Tree Physiology", code: "TP-1", degreeIds: ["deg_msc"] }]);

    await change(postRoute, "POST", { kind: "existingCourse", universityId: "uni_tree", courseId: course.id, degreeId: degree.id });
    expect((await tree()).courses[0]!.degreeIds).toEqual(["deg_msc", degree.id]);

    const section = await change(postRoute, "POST", { kind: "section", universityId: "uni_tree", courseId: course.id, name: "Roots" });
    expect((await tree()).sections).toEqual([{ id: section.id, name: "Roots", courseId: course.id }]);

    await change(patchRoute, "PATCH", { kind: "section", universityId: "uni_tree", id: section.id, name: "Roots and soil" });
    expect((await tree()).sections.map((entry) => entry.name)).toEqual(["Roots and soil"]);

    await change(deleteRoute, "DELETE", undefined, `?${new URLSearchParams({ kind: "section", universityId: "uni_tree", id: section.id })}`);
    expect((await tree()).sections).toEqual([]);
  });
});
