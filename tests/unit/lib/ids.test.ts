import { generateId, ID_SUFFIX_LENGTH, isGeneratedId } from "@/lib/utils/ids";

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
