import { coveringDomains, domainMatches, emailDomain, isDomain, parseDomains } from "@/lib/universities/email-domains";

describe("university email domains", () => {
  it.each([
    ["tudelft.nl", true],
    ["student.tudelft.nl", true],
    ["boku.ac.at", true],
    ["x-y.example.com", true],
    ["localhost", false],
    ["-bad.nl", false],
    ["bad-.nl", false],
    ["tudelft.123", false],
    ["tu delft.nl", false],
    ["TUDELFT.NL", false],
    ["a..nl", false],
    [`${"a".repeat(64)}.nl`, false],
    [`${"a.".repeat(130)}nl`, false],
    ["", false],
  ])("%s is a domain: %s", (value, expected) => {
    expect(isDomain(value)).toBe(expected);
  });

  it("an admin's list is lowercased, split on commas, spaces or lines, stripped of '@' and deduplicated in order", () => {
    expect(parseDomains(" TUDelft.nl, @student.tudelft.nl\ntudelft.nl;  ")).toEqual({ ok: true, domains: ["tudelft.nl", "student.tudelft.nl"] });
    expect(parseDomains("")).toEqual({ ok: true, domains: [] });
  });

  it("a list with something that is not a domain, or too many, is refused with a message naming it", () => {
    expect(parseDomains("tudelft.nl, https://tudelft.nl")).toEqual({ ok: false, error: "“https://tudelft.nl” is not a domain. Enter domains like tudelft.nl, separated by commas." });
    const long = parseDomains("x".repeat(500));
    expect(long.ok).toBe(false);
    expect(long.ok ? "" : long.error).toContain("…” is not a domain");
    expect(parseDomains(Array.from({ length: 21 }, (_, index) => `u${index}.nl`).join(","))).toEqual({ ok: false, error: "List at most 20 domains." });
  });

  it.each([
    ["Ada@Student.TUDelft.nl", "student.tudelft.nl"],
    ["a.b+c@tudelft.nl", "tudelft.nl"],
    ["no-at-sign", null],
    ["@tudelft.nl", null],
    ["a b@tudelft.nl", null],
    ["ada@tudelft", null],
    [`${"a".repeat(250)}@tudelft.nl`, null],
  ])("the domain of %s is %s", (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });

  it.each([
    ["tudelft.nl", "tudelft.nl", true],
    ["student.tudelft.nl", "tudelft.nl", true],
    ["a.b.tudelft.nl", "tudelft.nl", true],
    ["eviltudelft.nl", "tudelft.nl", false],
    ["tudelft.nl.evil.com", "tudelft.nl", false],
    ["tudelft.nl", "student.tudelft.nl", false],
  ])("an address at %s belongs to a university listing %s: %s", (domain, listed, expected) => {
    expect(domainMatches(domain, listed)).toBe(expected);
  });

  it("the listed domains that could cover an address's domain, most specific first, never the bare top-level domain", () => {
    expect(coveringDomains("a.student.tudelft.nl")).toEqual(["a.student.tudelft.nl", "student.tudelft.nl", "tudelft.nl"]);
    expect(coveringDomains("tudelft.nl")).toEqual(["tudelft.nl"]);
  });
});
