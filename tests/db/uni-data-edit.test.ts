import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/admin/uni-data/route";
import { deleteUniData, updateUniData } from "@/lib/admin/uni-data-manage.server";
import { COURSE_EXISTS } from "@/lib/admin/uni-data.server";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { apiRequest, refusal } from "./support";
import { actor, base, uni, uniDataSetup } from "./uni-data-fixtures";

const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag }));

const rulesEnv = registerRulesEnv();
const { tokens, read } = uniDataSetup(rulesEnv, "uni-data-edit-password-1");

const product = (id: string, status: string, place: Record<string, string>) => seedDoc(rulesEnv(), `products/${id}`, { title: id, status, ...place });

beforeEach(async () => {
  revalidateTag.mockClear();
  await seedDoc(rulesEnv(), `${base}/uni_eth`, { name: "ETH Zurich", shortName: "ETH", country: "Switzerland", city: "Zurich", website: "https://ethz.ch" });
  await seedDoc(rulesEnv(), `${uni}/courses/course_soil`, { id: "course_soil", name: "Soil Health", code: "SOIL-320", degreeIds: ["deg_msc"] });
  await seedDoc(rulesEnv(), `${uni}/sections/sec_goal`, { id: "sec_goal", name: "Goal and scope", courseId: "course_lca" });
  await seedDoc(rulesEnv(), `${uni}/sections/sec_inv`, { id: "sec_inv", name: "Inventory", courseId: "course_lca" });
});

describe("updateUniData", () => {
  it("a renamed university or course is found by its new name: its approved products' search words are written again", async () => {
    await seedDoc(rulesEnv(), "products/prod_lca", { title: "LCA in practice", state: "approved", university: "uni_boku", uniCourse: "course_lca", facets: ["uni:uni_boku", "w:old"] });
    await seedDoc(rulesEnv(), "products/prod_draft", { title: "Draft", state: "draft", university: "uni_boku", uniCourse: "course_lca", facets: [] });
    await updateUniData({ kind: "course", universityId: "uni_boku", id: "course_lca", name: "Ökobilanz", code: "LCA-502" }, actor);
    await updateUniData({ kind: "university", universityId: "uni_boku", name: "Universität für Bodenkultur", shortName: "BOKU", country: "Austria", city: "Vienna", website: "https://boku.ac.at" }, actor);
    const products = await read("products");
    const facets = (id: string) => (products.find((entry) => entry.docId === id)?.facets ?? []) as string[];
    expect(facets("prod_lca")).toEqual(expect.arrayContaining(["w:okobilanz", "w:502", "w:bodenkultur", "w:lca", "course:course_lca", "uni:uni_boku"]));
    expect(facets("prod_lca")).not.toContain("w:old");
    expect(facets("prod_draft")).toEqual([]);
  });

  it("the route expires the catalogue's caches too when names change", async () => {
    const response = await patchRoute(apiRequest("http://localhost/api/admin/uni-data", { method: "PATCH", token: tokens.admin, body: { kind: "course", universityId: "uni_boku", id: "course_lca", name: "Ökobilanz", code: "LCA-502" } }));
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith("products", { expire: 0 });
  });

  it("edits a university, a degree, a course and a section, each with an audit entry", async () => {
    const fields = { name: "BOKU Vienna", shortName: "BOKU", country: "Austria", city: "Wien", website: "https://boku.ac.at/en" };
    expect(await updateUniData({ kind: "university", universityId: "uni_boku", ...fields, emailDomains: "boku.ac.at, @Students.BOKU.ac.at" }, actor)).toEqual({ id: "uni_boku", link: "/universities/uni_boku" });
    expect(await read(base)).toContainEqual({ docId: "uni_boku", ...fields, emailDomains: ["boku.ac.at", "students.boku.ac.at"] });
    // A list with something that is not a domain is refused beside the field, and the stored list stays.
    await expect(updateUniData({ kind: "university", universityId: "uni_boku", ...fields, emailDomains: "boku.ac.at, x".repeat(1) + "y".repeat(500) }, actor)).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { emailDomains: expect.stringContaining("is not a domain") } },
    });
    expect(await read(base)).toContainEqual({ docId: "uni_boku", ...fields, emailDomains: ["boku.ac.at", "students.boku.ac.at"] });

    await updateUniData({ kind: "degree", universityId: "uni_boku", id: "deg_bsc", name: " BSc Environmental Studies ", level: "bachelor" }, actor);
    expect(await read(`${uni}/degrees`)).toContainEqual({ docId: "deg_bsc", id: "deg_bsc", name: "BSc Environmental Studies", level: "bachelor" });

    // A course may keep its own code while its name changes: the duplicate rule excludes itself.
    await updateUniData({ kind: "course", universityId: "uni_boku", id: "course_lca", name: "Life Cycle Assessment I", code: "lca-501" }, actor);
    expect(await read(`${uni}/courses`)).toContainEqual({ docId: "course_lca", id: "course_lca", name: "Life Cycle Assessment I", code: "lca-501", degreeIds: ["deg_msc"] });

    const section = await updateUniData({ kind: "section", universityId: "uni_boku", id: "sec_goal", name: "Goal and scope definition" }, actor);
    expect(section.link).toBe("/universities/uni_boku/courses/course_lca");
    expect(await read(`${uni}/sections`)).toContainEqual({ docId: "sec_goal", id: "sec_goal", name: "Goal and scope definition", courseId: "course_lca" });

    const audit = await read("auditLog");
    expect(audit.map((entry) => entry.action).sort()).toEqual(["course.updated", "degree.updated", "section.updated", "university.updated"]);
    expect(audit).toContainEqual(expect.objectContaining({ target: `${uni}/sections/sec_goal`, details: { before: { name: "Goal and scope" }, after: { name: "Goal and scope definition" } } }));
  });

  it("refuses a course edit to another course's code or name with 'Course already exists', and sibling duplicates of other kinds", async () => {
    for (const clash of [{ name: "Life Cycle Assessment", code: "SOIL-320" }, { name: "soil health", code: "LCA-502" }]) {
      const outcome = await refusal(updateUniData({ kind: "course", universityId: "uni_boku", id: "course_lca", ...clash }, actor));
      expect(outcome).toMatchObject({ status: 409, message: COURSE_EXISTS });
    }
    expect(await refusal(updateUniData({ kind: "section", universityId: "uni_boku", id: "sec_goal", name: "inventory" }, actor))).toMatchObject({ status: 409 });
    expect(await refusal(updateUniData({ kind: "university", universityId: "uni_boku", name: "Other", shortName: "eth", country: "A", city: "B", website: "https://x.at" }, actor))).toMatchObject({ status: 409 });
    expect(await read(`${uni}/courses`)).toContainEqual(expect.objectContaining({ docId: "course_lca", name: "Life Cycle Assessment", code: "LCA-501" }));
    expect(await read("auditLog")).toEqual([]);
  });

  it("refuses invalid fields (400) and a missing item (404), writing nothing", async () => {
    expect(await refusal(updateUniData({ kind: "course", universityId: "uni_boku", id: "course_lca", name: "", code: "LCA 501!" }, actor))).toMatchObject({
      status: 400,
      fieldErrors: { name: expect.any(String), code: expect.any(String) },
    });
    expect(await refusal(updateUniData({ kind: "section", universityId: "uni_boku", id: "sec_gone", name: "X" }, actor))).toMatchObject({ status: 404 });
    expect(await read("auditLog")).toEqual([]);
  });
});

describe("deleteUniData", () => {
  it("refuses while products in any state or sections use a course, naming them", async () => {
    await product("prod_a", "approved", { university: "uni_boku", uniCourse: "course_lca" });
    await product("prod_b", "rejected", { university: "uni_boku", uniCourse: "course_lca" });
    const outcome = await refusal(deleteUniData({ kind: "course", universityId: "uni_boku", id: "course_lca" }, actor));
    expect(outcome).toMatchObject({ status: 409, message: "2 products and 2 sections still use this course." });
    expect(await read(`${uni}/courses`)).toHaveLength(2);
    expect(await read("auditLog")).toEqual([]);
  });

  it("refuses a section a pending product uses, a degree a course belongs to, and a university with children", async () => {
    await product("prod_p", "pending", { uniSection: "sec_inv" });
    expect(await refusal(deleteUniData({ kind: "section", universityId: "uni_boku", id: "sec_inv" }, actor))).toMatchObject({ status: 409, message: "1 product still uses this section." });
    expect(await refusal(deleteUniData({ kind: "degree", universityId: "uni_boku", id: "deg_msc" }, actor))).toMatchObject({ status: 409, message: "2 courses still use this degree." });
    expect(await refusal(deleteUniData({ kind: "university", universityId: "uni_boku", id: "uni_boku" }, actor))).toMatchObject({
      status: 409,
      message: "2 degrees, 2 courses and 2 sections still use this university.",
    });
    expect(await read(base)).toHaveLength(2);
  });

  it("deletes an unused section, course, degree and university, each audited", async () => {
    await deleteUniData({ kind: "section", universityId: "uni_boku", id: "sec_goal" }, actor);
    expect((await read(`${uni}/sections`)).map((doc) => doc.docId)).toEqual(["sec_inv"]);
    await deleteUniData({ kind: "course", universityId: "uni_boku", id: "course_soil" }, actor);
    await deleteUniData({ kind: "degree", universityId: "uni_boku", id: "deg_bsc" }, actor);
    await deleteUniData({ kind: "university", universityId: "uni_eth", id: "uni_eth" }, actor);
    expect((await read(`${uni}/courses`)).map((doc) => doc.docId)).toEqual(["course_lca"]);
    expect((await read(`${uni}/degrees`)).map((doc) => doc.docId)).toEqual(["deg_msc"]);
    expect((await read(base)).map((doc) => doc.docId)).toEqual(["uni_boku"]);
    const audit = await read("auditLog");
    expect(audit.map((entry) => entry.action).sort()).toEqual(["course.deleted", "degree.deleted", "section.deleted", "university.deleted"]);
    expect(audit).toContainEqual(expect.objectContaining({ target: `${uni}/sections/sec_goal`, details: expect.objectContaining({ name: "Goal and scope" }) }));
  });
});

describe("PATCH and DELETE /api/admin/uni-data", () => {
  const call = (route: (request: Request) => Promise<Response>, method: string, who: string | null, query: string, body?: unknown) =>
    route(
      apiRequest(`http://localhost/api/admin/uni-data${query}`, { method, token: who ? tokens[who] : null, body }),
    );
  const edit = { kind: "section", universityId: "uni_boku", id: "sec_goal", name: "Scope" };
  const target = "?kind=section&universityId=uni_boku&id=sec_goal";

  it("refuses a signed-in non-admin with 403 and a visitor with 401, changing nothing", async () => {
    expect((await call(patchRoute, "PATCH", "user", "", edit)).status).toBe(403);
    expect((await call(deleteRoute, "DELETE", "user", target)).status).toBe(403);
    expect((await call(deleteRoute, "DELETE", null, target)).status).toBe(401);
    expect(await read(`${uni}/sections`)).toContainEqual(expect.objectContaining({ docId: "sec_goal", name: "Goal and scope" }));
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("an admin's edit and delete are 200 and revalidate the university pages; a refusal is 409 with its reason", async () => {
    expect((await call(patchRoute, "PATCH", "admin", "", edit)).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith("universities", { expire: 0 });
    const refused = await call(deleteRoute, "DELETE", "admin", "?kind=course&universityId=uni_boku&id=course_lca");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "2 sections still use this course." });
    expect((await call(deleteRoute, "DELETE", "admin", target)).status).toBe(200);
    expect((await read(`${uni}/sections`)).map((doc) => doc.docId)).toEqual(["sec_inv"]);
  });
});
