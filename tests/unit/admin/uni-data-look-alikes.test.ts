import { updateUniData } from "@/lib/admin/uni-data-manage.server";
import { COURSE_EXISTS, saveUniData } from "@/lib/admin/uni-data.server";
import { HttpError } from "@/lib/http/error";
import { parseFields } from "@/lib/schemas/parse";
import { uniDataBody } from "@/lib/schemas/uni-data";
import { FakeStore } from "./fake-admin-db";

const db = vi.hoisted(() => ({ current: null as FakeStore | null }));
vi.mock("@/lib/firebase/server", () => ({ adminDb: () => db.current }));
// Reindexing the catalogue after a rename is the emulator tests' concern (tests/db/uni-data-edit.test.ts).
vi.mock("@/lib/catalogue/facets.server", () => ({ reindexUniversityProducts: async () => 0 }));

const base = "descriptive/university/universities";
const uni = `${base}/uni_boku`;
const actor = { uid: "admin-uid", email: "admin@example.com" };
const course = "QA Course mwvk9vzk";

let store: FakeStore;
beforeEach(() => {
  store = new FakeStore();
  db.current = store;
  store.seed(uni, { name: "BOKU University, Vienna", shortName: "BOKU", country: "Austria", city: "Vienna", website: "https://boku.ac.at" });
  store.seed(`${uni}/degrees/deg_msc`, { id: "deg_msc", name: "MSc Environmental Sciences", level: "master" });
  store.seed(`${uni}/courses/course_qa`, { id: "course_qa", name: course, code: "QA-1", degreeIds: ["deg_msc"] });
  store.seed(`${uni}/courses/course_lca`, { id: "course_lca", name: "Life Cycle Assessment", code: "LCA-501", degreeIds: ["deg_msc"] });
  store.seed(`${uni}/sections/sec_scope`, { id: "sec_scope", name: "Goal and scope", courseId: "course_lca" });
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? { status: error.status, message: error.message, fieldErrors: error.details.fieldErrors ?? {} } : error),
  );
const stored = (collection: string) => [...store.docs].filter(([path]) => path.startsWith(`${uni}/${collection}/`)).map(([, data]) => data);

// What QA pasted: zero-width spaces, a word joiner, a no-break space, a doubled space, full-width letters.
const invisible = ["\u200b\u200b", "\u200b", "\u2060", "\u200b\u200b\u200b", "\u00a0\u200d\u3164"];

describe("university data made of invisible characters", () => {
  it.each(invisible)("refuses %j as an empty field, with the empty field's message", async (text) => {
    const result = await refusal(saveUniData({ kind: "university", name: "Lund University", shortName: text, country: text, city: text, website: "https://lu.se" }, actor));
    expect(result).toEqual({
      status: 400,
      message: "Check the highlighted fields.",
      fieldErrors: { shortName: "Enter the short name.", country: "Enter the country.", city: "Enter the city." },
    });
  });

  it("refuses invisible-only names in every form and in edits, as the browser does", () => {
    const blank = "\u200b \u2060";
    expect(parseFields(uniDataBody, { kind: "degree", universityId: "uni_boku", name: blank, level: "master" })).toMatchObject({ ok: false, errors: { name: "Enter the degree name." } });
    expect(parseFields(uniDataBody, { kind: "course", universityId: "uni_boku", degreeIds: ["deg_msc"], name: blank, code: `\u200bQA-2` })).toMatchObject({
      ok: false,
      errors: { name: "Enter the course name." },
    });
    expect(parseFields(uniDataBody, { kind: "section", universityId: "uni_boku", courseId: "course_lca", name: blank })).toMatchObject({ ok: false, errors: { name: "Enter the section name." } });
  });

  it("stores names trimmed, with one space between words and no zero-width characters", async () => {
    await saveUniData({ kind: "course", universityId: "uni_boku", degreeIds: ["deg_msc"], name: "\u200b  Soil\u00a0\u00a0 Ecology\u200b ", code: " SOIL-\u200b1 " }, actor);
    expect(stored("courses")).toContainEqual(expect.objectContaining({ name: "Soil Ecology", code: "SOIL-1" }));
  });

  it("keeps joiners between letters, which emoji and some scripts need", async () => {
    await saveUniData({ kind: "section", universityId: "uni_boku", courseId: "course_lca", name: "می‌خواهم 👩‍🔬" }, actor);
    expect(stored("sections")).toContainEqual(expect.objectContaining({ name: "می‌خواهم 👩‍🔬" }));
  });
});

describe("look-alike duplicates", () => {
  it.each([`QA  Course mwvk9vzk`, `${course}\u200b`, `\u2060qa course MWVK9VZK`, `ＱＡ Course mwvk9vzk`, `QA\u00a0Course\u200d mwvk9vzk`])(
    "refuses the course %j with 'Course already exists' and writes nothing",
    async (name) => {
      const result = await refusal(saveUniData({ kind: "course", universityId: "uni_boku", degreeIds: ["deg_msc"], name, code: "QA-9" }, actor));
      expect(result).toEqual({ status: 409, message: COURSE_EXISTS, fieldErrors: {} });
      expect(stored("courses")).toHaveLength(2);
    },
  );

  it("refuses a look-alike university, degree, section and course code", async () => {
    const add = (body: Record<string, unknown>) => refusal(saveUniData({ universityId: "uni_boku", ...body }, actor));
    expect(await add({ kind: "university", name: "BOKU  University,\u200b Vienna", shortName: "Other", country: "Austria", city: "Vienna", website: "https://boku.ac.at" })).toMatchObject({
      status: 409,
      message: "University already exists",
    });
    expect(await add({ kind: "university", name: "Other", shortName: "boku\u200b", country: "Austria", city: "Vienna", website: "https://boku.ac.at" })).toMatchObject({
      message: "University already exists",
    });
    expect(await add({ kind: "degree", name: "MSc  Environmental\u2060 Sciences", level: "master" })).toMatchObject({ status: 409, message: "Degree already exists" });
    expect(await add({ kind: "section", courseId: "course_lca", name: "goal AND\u00a0scope\u200b" })).toMatchObject({ status: 409, message: "Section already exists" });
    expect(await add({ kind: "course", degreeIds: ["deg_msc"], name: "Something new", code: "lca-501\u200b" })).toMatchObject({ status: 409, message: COURSE_EXISTS });
  });

  it("refuses an edit that makes a course look like another, and stores an edit of its own name normalised", async () => {
    const edit = (name: string) => refusal(updateUniData({ kind: "course", universityId: "uni_boku", id: "course_lca", name, code: "LCA-501" }, actor));
    expect(await edit("QA \u200bCourse  mwvk9vzk")).toMatchObject({ status: 409, message: COURSE_EXISTS });
    expect(await edit(" Life  Cycle\u200b Assessment ")).toBeNull();
    expect(store.docs.get(`${uni}/courses/course_lca`)).toMatchObject({ name: "Life Cycle Assessment" });
  });

  it("refuses invisible-only fields in an edit", async () => {
    const result = await refusal(updateUniData({ kind: "university", universityId: "uni_boku", name: "BOKU", shortName: "\u200b\u200b", country: "\u200b", city: "\u2060", website: "https://boku.ac.at" }, actor));
    expect(result).toMatchObject({ status: 400, fieldErrors: { shortName: "Enter the short name.", country: "Enter the country.", city: "Enter the city." } });
  });

  it("still tells different names apart", async () => {
    await saveUniData({ kind: "course", universityId: "uni_boku", degreeIds: ["deg_msc"], name: "QA Course mwvk9vzk 2", code: "QA-2" }, actor);
    expect(stored("courses")).toHaveLength(3);
  });
});
