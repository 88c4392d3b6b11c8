import { describeUsage } from "@/lib/admin/uni-data-edit";
import { parseFields } from "@/lib/schemas/parse";
import { uniDataEditBody, uniDataTarget } from "@/lib/schemas/uni-data";

const checkUniDataEdit = (body: unknown) => parseFields(uniDataEditBody, body);
const checkUniDataTarget = (body: unknown) => parseFields(uniDataTarget, body);

describe("describeUsage", () => {
  it("names every kind of use with its count and agrees the verb", () => {
    expect(describeUsage("course", [[2, "product", "products"], [3, "section", "sections"]])).toBe("2 products and 3 sections still use this course.");
    expect(describeUsage("section", [[1, "product", "products"]])).toBe("1 product still uses this section.");
    expect(describeUsage("degree", [[0, "product", "products"], [4, "course", "courses"]])).toBe("4 courses still use this degree.");
    expect(describeUsage("university", [[1, "product", "products"], [1, "degree", "degrees"], [0, "course", "courses"], [5, "section", "sections"]])).toBe(
      "1 product, 1 degree and 5 sections still use this university.",
    );
  });

  it("is null when nothing uses the item", () => {
    expect(describeUsage("course", [[0, "product", "products"], [0, "section", "sections"]])).toBeNull();
  });
});

describe("uniDataEditBody", () => {
  it("trims the add forms' fields and keeps the item's ids; a university's id is its own", () => {
    expect(checkUniDataEdit({ kind: "section", universityId: "uni_a", id: "sec_b", name: "  Scope " })).toEqual({ ok: true, value: { kind: "section", universityId: "uni_a", id: "sec_b", name: "Scope" } });
    const university = checkUniDataEdit({ kind: "university", universityId: "uni_a", id: "ignored", name: "A", shortName: "A", country: "AT", city: "Wien", website: "https://a.at" });
    expect(university.ok && university.value.id).toBe("uni_a");
  });

  it("gives the add forms' messages and refuses ids that are not plain ids", () => {
    expect(checkUniDataEdit({ kind: "course", universityId: "uni_a", id: "../users/x", name: "", code: "A 1!" })).toEqual({
      ok: false,
      errors: { id: "Choose the course from the list.", name: "Enter the course name.", code: expect.stringContaining("letters and digits") },
    });
    expect(checkUniDataEdit({ kind: "degree", universityId: "uni_a", id: "deg_a", name: "MSc", level: "expert" })).toMatchObject({ ok: false, errors: { level: "Choose bachelor, master or doctorate." } });
    expect(checkUniDataEdit({ kind: "existingCourse" })).toEqual({ ok: false, errors: { kind: "Choose what to edit." } });
  });
});

describe("uniDataTarget", () => {
  it("accepts the four kinds and refuses anything else", () => {
    expect(checkUniDataTarget({ kind: "degree", universityId: "uni_a", id: "deg_a" })).toEqual({ ok: true, value: { kind: "degree", universityId: "uni_a", id: "deg_a" } });
    expect(checkUniDataTarget({ kind: "degree", universityId: "uni_a" })).toMatchObject({ ok: false, errors: { id: "Choose the degree." } });
    expect(checkUniDataTarget({ kind: "product", universityId: "uni_a", id: "x" })).toMatchObject({ ok: false });
  });
});
