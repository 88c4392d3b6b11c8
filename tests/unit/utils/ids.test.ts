import { generateId, ID_SUFFIX_LENGTH, isDocumentId, isGeneratedId } from "@/lib/utils/ids";

describe("generateId", () => {
  it("is the prefix, an underscore and 13 alphanumeric characters", () => {
    const id = generateId("uni");
    expect(id).toMatch(/^uni_[A-Za-z0-9]{13}$/);
    expect(ID_SUFFIX_LENGTH).toBe(13);
    expect(isGeneratedId(id, "uni")).toBe(true);
    expect(isGeneratedId(id, "course")).toBe(false);
  });

  it("does not repeat across many ids", () => {
    const ids = new Set(Array.from({ length: 5000 }, () => generateId("p")));
    expect(ids.size).toBe(5000);
  });

  it("uses every alphanumeric character with roughly equal frequency", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      for (const char of generateId("p").slice(2)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = (4000 * 13) / 62;
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(expected * 0.75);
      expect(count).toBeLessThan(expected * 1.25);
    }
  });

  it("draws from the platform's cryptographic generator", () => {
    const spy = vi.spyOn(crypto, "getRandomValues");
    generateId("p");
    expect(spy).toHaveBeenCalled();
  });

  it("refuses a prefix that would make the id ambiguous or unsafe in a path", () => {
    expect(() => generateId("")).toThrow();
    expect(() => generateId("a_b")).toThrow();
    expect(() => generateId("a/b")).toThrow();
  });
});

describe("isDocumentId", () => {
  it.each(["prod_AbCdEfGhIjKlM", "deg_msc", "live", "a", "x-y_z", "_private", "a__b__c", "__x", "x__", "a".repeat(128)])("accepts %j, which names exactly one document", (id) => {
    expect(isDocumentId(id)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["a path", "products/x"],
    ["a parent step", ".."],
    ["a dot", "."],
    ["a space", "a b"],
    ["a line break", "id\n"],
    ["emoji", "🌱"],
    ["right-to-left text", "مرحبا"],
    ["a zero-width space", "a\u200bb"],
    ["129 characters", "a".repeat(129)],
    ["Firestore's reserved __x__", "__x__"],
    ["Firestore's reserved __name__", "__name__"],
    ["four underscores", "____"],
  ])("refuses %s", (_name, id) => {
    expect(isDocumentId(id)).toBe(false);
  });

  it.each([null, undefined, 42, ["prod_a"], { id: "prod_a" }])("refuses the non-string %j", (value) => {
    expect(isDocumentId(value)).toBe(false);
  });

  it("applies a shorter limit where a form allows fewer characters", () => {
    expect(isDocumentId("a".repeat(100), 100)).toBe(true);
    expect(isDocumentId("a".repeat(101), 100)).toBe(false);
  });
});
