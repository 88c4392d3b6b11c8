import { safeReturnPath } from "@/lib/auth/return-path";

describe("the return path after sign-in", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeReturnPath("/library")).toBe("/library");
    expect(safeReturnPath("/dashboard/performance?range=30d#chart")).toBe("/dashboard/performance?range=30d#chart");
  });

  it.each([
    ["an absolute URL", "https://evil.example/phish"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["an encoded newline trick", "/\t/evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "library"],
    ["nothing", null],
    ["an empty string", ""],
  ])("refuses %s and goes home instead", (_, value) => {
    expect(safeReturnPath(value)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("//evil.example", "/library")).toBe("/library");
  });
});
