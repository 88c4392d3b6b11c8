import { infoPage, infoPages } from "@/config/info-pages";

// SPEC §2: the company, policy and help routes. The e2e suite visits every entry, so this list
// is what keeps a page from being forgotten there.
const specRoutes = [
  "/info/company/contact",
  "/info/company/mission",
  "/info/company/join",
  "/info/company/profitmodel",
  "/info/company/universityfocus",
  "/info/policies/en/terms_of_conditions",
  "/info/policies/en/privacy_policy",
  "/info/policies/en/cookies_policy",
  "/info/policies/en/disclaimer",
  "/support/help",
];

describe("info pages", () => {
  it("gives every page its own path", () => {
    const paths = infoPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists exactly the company, policy and help routes of the spec", () => {
    expect(infoPages.map((page) => page.path).sort()).toEqual([...specRoutes].sort());
  });

  it.each(infoPages.map((page) => [page.path, page] as const))(
    "%s has a heading and a search-engine sized description",
    (_path, page) => {
      expect(page.title.trim()).not.toBe("");
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    },
  );

  it("files each page under the group its path belongs to", () => {
    for (const page of infoPages) {
      const expected = page.path.startsWith("/info/company/")
        ? "company"
        : page.path.startsWith("/info/policies/")
          ? "policies"
          : "support";
      expect(page.group).toBe(expected);
    }
  });

  it("finds a page by its path", () => {
    expect(infoPage("/support/help").title).toBe("Help centre");
  });

  it("throws for a path that is not configured", () => {
    expect(() => infoPage("/info/company/unknown")).toThrow(/unknown/);
  });
});
