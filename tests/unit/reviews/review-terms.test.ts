import { checkTerm, recentTerms } from "@/lib/reviews/terms";

describe("the term a reviewer took the university course in", () => {
  it("offers the current term and the seven before it, winter terms running October to February", () => {
    expect(recentTerms(new Date("2026-11-26T12:00:00Z"))).toEqual([
      "Winter 2026/27",
      "Summer 2026",
      "Winter 2025/26",
      "Summer 2025",
      "Winter 2024/25",
      "Summer 2024",
      "Winter 2023/24",
      "Summer 2023",
    ]);
    expect(recentTerms(new Date("2027-02-28T12:00:00Z"))[0]).toBe("Winter 2026/27");
    expect(recentTerms(new Date("2027-03-01T00:00:00Z"))[0]).toBe("Summer 2027");
    expect(recentTerms(new Date("2099-10-01T00:00:00Z"))[0]).toBe("Winter 2099/00");
  });

  const now = new Date("2026-11-26T12:00:00Z");
  it.each([
    [undefined, { ok: true, term: null }],
    ["", { ok: true, term: null }],
    ["Summer 2025", { ok: true, term: "Summer 2025" }],
    ["Winter 2026/27", { ok: true, term: "Winter 2026/27" }],
    ["Winter 2027/28", { ok: false, error: "Choose a term from the list." }],
    ["Summer 2019", { ok: false, error: "Choose a term from the list." }],
    ["Fall 2026", { ok: false, error: "Choose a term from the list." }],
    [2026, { ok: false, error: "Choose a term from the list." }],
    ["x".repeat(500), { ok: false, error: "A term is at most 14 characters, e.g. Winter 2026/27. Choose one from the list." }],
  ])("%s is checked as %j", (value, expected) => {
    expect(checkTerm(value, now)).toEqual(expected);
  });
});
