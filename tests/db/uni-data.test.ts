import { POST as uniDataRoute } from "@/app/api/admin/uni-data/route";
import { COURSE_EXISTS, saveUniData } from "@/lib/admin/uni-data.server";
import { HttpError } from "@/lib/http/error";
import { isGeneratedId } from "@/lib/utils/ids";
import { registerRulesEnv } from "../rules/rules-env";
import { apiRequest, refusal } from "./support";
import { actor, base, uni, uniDataSetup } from "./uni-data-fixtures";

const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag }));

const rulesEnv = registerRulesEnv();
const { tokens, read } = uniDataSetup(rulesEnv, "uni-data-password-1");

beforeEach(async () => {
  revalidateTag.mockClear();
});

describe("saveUniData", () => {
  it("adds a university with a generated uni_ id, the stored shape of the seed, and an audit entry", async () => {
    const fields = { name: "Lund University", shortName: "Lund", country: "Sweden", city: "Lund", website: "https://www.lunduniversity.lu.se" };
    const result = await saveUniData({ kind: "university", ...fields, emailDomains: "LU.se, student.lu.se" }, actor);
    expect(isGeneratedId(result.id, "uni")).toBe(true);
    expect(result.link).toBe(`/universities/${result.id}`);
    expect(await read(base)).toContainEqual({ docId: result.id, ...fields, emailDomains: ["lu.se", "student.lu.se"] });
    expect(await read("auditLog")).toEqual([expect.objectContaining({ actorUid: "admin-uid", action: "university.created", target: `${base}/${result.id}` })]);
  });

  it("adds a degree, a course and a section under the university with deg_, course_ and sec_ ids", async () => {
    const degree = await saveUniData({ kind: "degree", universityId: "uni_boku", name: " PhD Soil Science ", level: "doctorate" }, actor);
    expect(isGeneratedId(degree.id, "deg")).toBe(true);
    expect(await read(`${uni}/degrees`)).toContainEqual({ docId: degree.id, id: degree.id, name: "PhD Soil Science", level: "doctorate" });

    const course = await saveUniData({ kind: "course", universityId: "uni_boku", degreeIds: [degree.id, "deg_msc"], name: "Soil Health", code: "SOIL-320" }, actor);
    expect(isGeneratedId(course.id, "course")).toBe(true);
    expect(course.link).toBe(`/universities/uni_boku/courses/${course.id}`);
    expect(await read(`${uni}/courses`)).toContainEqual({ docId: course.id, id: course.id, name: "Soil Health", code: "SOIL-320", degreeIds: [degree.id, "deg_msc"] });

    const section = await saveUniData({ kind: "section", universityId: "uni_boku", courseId: course.id, name: "Soil biology" }, actor);
    expect(isGeneratedId(section.id, "sec")).toBe(true);
    expect(await read(`${uni}/sections`)).toEqual([{ docId: section.id, id: section.id, name: "Soil biology", courseId: course.id }]);
    expect((await read("auditLog")).map((entry) => entry.action).sort()).toEqual(["course.created", "degree.created", "section.created"]);
  });

  it("links an existing course to another degree of its university, once", async () => {
    const result = await saveUniData({ kind: "existingCourse", universityId: "uni_boku", courseId: "course_lca", degreeId: "deg_bsc" }, actor);
    expect(result).toEqual({ id: "course_lca", link: "/universities/uni_boku/courses/course_lca" });
    expect(await read(`${uni}/courses`)).toEqual([expect.objectContaining({ docId: "course_lca", degreeIds: ["deg_msc", "deg_bsc"] })]);
    const again = await refusal(saveUniData({ kind: "existingCourse", universityId: "uni_boku", courseId: "course_lca", degreeId: "deg_bsc" }, actor));
    expect(again).toMatchObject({ status: 409, fieldErrors: { degreeId: expect.any(String) } });
    expect(await read("auditLog")).toHaveLength(1);
  });

  it("refuses a course whose code (any case) or name already exists at that university with 'Course already exists'", async () => {
    for (const clash of [{ name: "Another name", code: "lca-501" }, { name: "life cycle assessment", code: "NEW-1" }]) {
      const outcome = await refusal(saveUniData({ kind: "course", universityId: "uni_boku", degreeIds: ["deg_msc"], ...clash }, actor));
      expect(outcome).toMatchObject({ status: 409, message: COURSE_EXISTS });
    }
    expect(await read(`${uni}/courses`)).toHaveLength(1);
    expect(await read("auditLog")).toEqual([]);
  });

  it("lets exactly one of two simultaneous creations of the same course succeed", async () => {
    const add = (name: string) => saveUniData({ kind: "course", universityId: "uni_boku", degreeIds: ["deg_msc"], name, code: "RACE-1" }, actor);
    const outcomes = await Promise.allSettled([add("Race A"), add("Race B")]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === "rejected");
    expect(rejected?.status === "rejected" && rejected.reason instanceof HttpError && rejected.reason.message).toBe(COURSE_EXISTS);
    expect((await read(`${uni}/courses`)).filter((course) => course.code === "RACE-1")).toHaveLength(1);
  });

  it("refuses invalid fields with one message per field and unknown parents with 404, writing nothing", async () => {
    const invalid = await refusal(saveUniData({ kind: "university", name: "x".repeat(201), shortName: "", country: "AT", city: "Vienna", website: "boku" }, actor));
    expect(invalid).toMatchObject({ status: 400, fieldErrors: { name: expect.stringContaining("200"), shortName: expect.any(String), website: expect.any(String) } });
    const missing = await refusal(saveUniData({ kind: "course", universityId: "uni_boku", degreeIds: ["deg_gone"], name: "New", code: "N-1" }, actor));
    expect(missing).toMatchObject({ status: 404, fieldErrors: { degreeIds: expect.any(String) } });
    const noUni = await refusal(saveUniData({ kind: "section", universityId: "uni_gone", courseId: "course_lca", name: "Intro" }, actor));
    expect(noUni).toMatchObject({ status: 404 });
    expect(await read(base)).toHaveLength(1);
    expect(await read(`${uni}/courses`)).toHaveLength(1);
    expect(await read("auditLog")).toEqual([]);
  });
});

describe("POST /api/admin/uni-data", () => {
  const post = (who: string | null, body: unknown) =>
    uniDataRoute(
      apiRequest("http://localhost/api/admin/uni-data", { method: "POST", token: who ? tokens[who] : null, body }),
    );
  const degree = { kind: "degree", universityId: "uni_boku", name: "MSc Forestry", level: "master" };

  it("refuses a signed-in non-admin with 403 and a visitor with 401, writing nothing", async () => {
    expect((await post("user", degree)).status).toBe(403);
    expect((await post(null, degree)).status).toBe(401);
    expect(await read(`${uni}/degrees`)).toHaveLength(2);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("an admin's change is 201, audited with their email, and revalidates the university pages", async () => {
    const response = await post("admin", degree);
    expect(response.status).toBe(201);
    expect(await read("auditLog")).toEqual([expect.objectContaining({ actorEmail: "admin@example.com", action: "degree.created" })]);
    expect(revalidateTag).toHaveBeenCalledWith("universities", { expire: 0 });
  });

  it("answers a duplicate course with 409 { error: 'Course already exists' } and bad fields with 400 fieldErrors", async () => {
    const duplicate = await post("admin", { kind: "course", universityId: "uni_boku", degreeIds: ["deg_msc"], name: "LCA", code: "LCA-501" });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ error: COURSE_EXISTS });
    const bad = await post("admin", { kind: "course", universityId: "uni_boku", degreeIds: [], name: "", code: "LCA 501!" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      degreeIds: expect.any(String),
      name: expect.any(String),
      code: expect.any(String),
    });
  });
});
