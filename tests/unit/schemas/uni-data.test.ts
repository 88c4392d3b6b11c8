import { parseFields } from "@/lib/schemas/parse";
import { uniDataBody } from "@/lib/schemas/uni-data";

const checkUniData = (body: unknown) => parseFields(uniDataBody, body);

const errorsOf = (body: unknown) => {
  const checked = checkUniData(body);
  return checked.ok ? {} : checked.errors;
};

describe("uniDataBody", () => {
  it("accepts a university, trimming every field", () => {
    expect(checkUniData({ kind: "university", name: " Lund University ", shortName: "Lund", country: "Sweden", city: "Lund", website: "https://www.lu.se" })).toEqual({
      ok: true,
      value: { kind: "university", name: "Lund University", shortName: "Lund", country: "Sweden", city: "Lund", website: "https://www.lu.se", emailDomains: [] },
    });
  });

  it("takes the university's student email domains, normalised, and names a wrong one beside the field", () => {
    const base = { kind: "university", name: "Lund University", shortName: "Lund", country: "Sweden", city: "Lund", website: "https://www.lu.se" };
    const checked = checkUniData({ ...base, emailDomains: "LU.se, student.lu.se, lu.se" });
    expect(checked.ok && checked.value.kind === "university" ? checked.value.emailDomains : null).toEqual(["lu.se", "student.lu.se"]);
    expect(errorsOf({ ...base, emailDomains: "lu.se, not a domain" })).toEqual({ emailDomains: "“not” is not a domain. Enter domains like tudelft.nl, separated by commas." });
    expect(errorsOf({ ...base, emailDomains: `${"x".repeat(500)}.se` })).toEqual({ emailDomains: expect.stringContaining("is not a domain") });
  });

  it("names every missing field, too long text and a website that is not a web address", () => {
    expect(errorsOf({ kind: "university", name: "x".repeat(201), shortName: "  ", country: "Sweden", city: "", website: "lu.se" })).toEqual({
      name: "The full name can be at most 200 characters.",
      shortName: "Enter the short name.",
      city: "Enter the city.",
      website: "Enter a full web address starting with https://, e.g. https://boku.ac.at.",
    });
    expect(errorsOf({ kind: "university", name: "x".repeat(200), shortName: "L", country: "S", city: "L", website: "ftp://lu.se" })).toEqual({
      website: expect.stringContaining("https://"),
    });
  });

  it("accepts degree levels bachelor, master and doctorate only", () => {
    expect(checkUniData({ kind: "degree", universityId: "uni_abc", name: "PhD", level: "doctorate" }).ok).toBe(true);
    expect(errorsOf({ kind: "degree", universityId: "", name: "", level: "diploma" })).toEqual({
      universityId: "Choose the university.",
      name: "Enter the degree name.",
      level: "Choose bachelor, master or doctorate.",
    });
  });

  it("accepts course codes as universities print them and refuses others", () => {
    const course = (code: string) => ({ kind: "course", universityId: "uni_a", degreeIds: ["deg_a"], name: "LCA", code });
    for (const code of ["LCA-501", "701-1234", "IMEN41", "ENV 2.01", "MA/101"]) expect(checkUniData(course(code)).ok).toBe(true);
    for (const code of ["LCA--501", "-LCA", "LCA 501!", "x".repeat(41)]) expect(errorsOf(course(code))).toEqual({ code: expect.any(String) });
  });

  it("wants at least one degree for a course, each an id from the list", () => {
    const course = (degreeIds: unknown) => ({ kind: "course", universityId: "uni_a", degreeIds, name: "LCA", code: "LCA-1" });
    expect(errorsOf(course([]))).toEqual({ degreeIds: "Choose at least one degree." });
    expect(errorsOf(course(["deg_a", 3]))).toEqual({ degreeIds: "Choose each degree from the list." });
    expect(errorsOf(course(["../users/x"]))).toEqual({ degreeIds: "Choose each degree from the list." });
    expect(checkUniData(course(["deg_a", "deg_a"]))).toMatchObject({ ok: true, value: { degreeIds: ["deg_a"] } });
  });

  it("refuses ids that could name another Firestore path", () => {
    expect(errorsOf({ kind: "section", universityId: "uni_a/courses/x", courseId: "course_a", name: "Intro" })).toEqual({ universityId: "Choose the university from the list." });
    expect(errorsOf({ kind: "existingCourse", universityId: "uni_a", courseId: "", degreeId: "" })).toEqual({
      courseId: "Choose the course.",
      degreeId: "Choose the degree.",
    });
  });

  it("refuses an unknown kind or a body that is not an object", () => {
    expect(errorsOf({ kind: "faculty" })).toEqual({ kind: "Choose what to add." });
    expect(errorsOf(null)).toEqual({ kind: "Choose what to add." });
  });
});
