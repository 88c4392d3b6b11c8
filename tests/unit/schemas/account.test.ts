import { UNIVERSITY_EMAIL_MESSAGES as M } from "@/lib/account/university-email";
import { universityEmailBody, universityEmailCode, universityEmailConfirmBody } from "@/lib/schemas/account";
import { firstProblem, parseOrRefuse } from "@/lib/schemas/parse";

describe("a university email address", () => {
  it.each([
    [undefined, M.missing, "university-email/missing"],
    [42, M.missing, "university-email/missing"],
    ["   ", M.missing, "university-email/missing"],
    [`${"a".repeat(250)}@x.nl`, M.tooLong, "university-email/too-long"],
    ["vera", M.invalid, "university-email/invalid"],
    ["vera@localhost", M.invalid, "university-email/invalid"],
  ])("refuses %j: %s", (email, message, code) => {
    const problem = firstProblem(universityEmailBody, { email });
    expect(problem?.message).toBe(message);
    expect(universityEmailCode(problem?.message ?? "")).toBe(code);
  });

  it("takes a whole address, its ends trimmed", () => {
    expect(parseOrRefuse(universityEmailBody, { email: " vera@student.tudelft.nl " }, "x")).toEqual({ email: "vera@student.tudelft.nl" });
  });
});

describe("a confirmation link's token", () => {
  it("is 43 base64url characters, else there is no such link (404)", () => {
    expect(parseOrRefuse(universityEmailConfirmBody, { token: "a".repeat(43) }, "x")).toEqual({ token: "a".repeat(43) });
    for (const token of [undefined, "a".repeat(42), `${"a".repeat(42)}/`, 43]) {
      expect(() => parseOrRefuse(universityEmailConfirmBody, { token }, { code: "university-email/no-link", status: 404 })).toThrow(expect.objectContaining({ status: 404, message: M.noLink }));
    }
  });
});
