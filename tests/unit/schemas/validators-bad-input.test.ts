import { parseEmailList } from "@/lib/admin/access-input";
import { isEmail } from "@/lib/utils/email";
import { validateNames, validateRegistration } from "@/lib/auth/registration";
import { emptyFields } from "@/lib/creator/builder-model";
import { validateFields } from "@/lib/creator/course-validation";
import { accessChangeBody, approvalBody } from "@/lib/schemas/admin";
import { performanceRange } from "@/lib/schemas/creator";
import { fieldProblems, firstProblem, parseFields } from "@/lib/schemas/parse";
import { uniDataBody } from "@/lib/schemas/uni-data";
import { BLANK, over, UNICODE_ROWS } from "../bad-input-rows";

const approvalProblem = (decision: string, reason: unknown) => firstProblem(approvalBody, { decision, reason })?.message ?? null;
const accessReasonProblem = (reason: unknown) => fieldProblems(accessChangeBody, { reason }).reason ?? null;

// The pure checks behind the forms (and, for most, the route handlers): the same table of bad
// input, without a browser. Unicode within the limits is accepted everywhere.

describe("registration and names", () => {
  const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "correct-horse" };
  it.each([
    ["firstName", "", "Enter your first name."],
    ["firstName", BLANK, "Enter your first name."],
    ["lastName", over(100), "Your last name can have at most 100 characters."],
    ["email", BLANK, "Enter your email address."],
    ["email", "ada@example", "Enter a valid email address, like name@example.com."],
    ["password", "1234567", "Choose a password with at least 8 characters."],
  ] as const)("%s %j is refused: %s", (field, value, message) => {
    expect(validateRegistration({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each(UNICODE_ROWS)("names in %s are accepted", (_kind, name) => {
    expect(validateNames({ firstName: name, lastName: name })).toEqual({});
    expect(validateNames({ firstName: "é".repeat(100), lastName: name })).toEqual({});
  });
});

describe("admin reasons and emails", () => {
  it.each([
    ["reject", undefined, /at least 10 characters/],
    ["reject", BLANK, /at least 10 characters/],
    ["reject", "  too thin  ", /at least 10 characters/],
    ["reject", over(1000), /1000 characters or fewer/],
    ["approve", over(1000), /1000 characters or fewer/],
    ["approve", 42, /as text/],
    ["reject", ["a reason that is long enough"], /as text/],
  ] as const)("%s with %j is refused", (decision, reason, message) => {
    expect(approvalProblem(decision, reason)).toMatch(message);
  });

  it.each(UNICODE_ROWS)("a rejection reason in %s is accepted", (_kind, text) => {
    expect(approvalProblem("reject", `${text} ${text}`)).toBeNull();
  });

  it.each([
    ["", /at least 3/],
    [BLANK, /at least 3/],
    [" ok ", /at least 3/],
    [over(500), /at most 500/],
  ])("an access reason of %j is refused", (reason, message) => {
    expect(accessReasonProblem(reason)).toMatch(message);
  });

  it.each(UNICODE_ROWS)("an access reason in %s is accepted", (_kind, reason) => {
    expect(accessReasonProblem(reason)).toBeNull();
  });

  it.each(["", BLANK, "a@b", "a b@c.de", "a,b@c.de", `${over(250)}@example.com`])("%j is not an email", (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it("a pasted list of only separators holds no email", () => {
    expect(parseEmailList(" ,;\n\t ")).toEqual([]);
  });
});

describe("university data", () => {
  const university = { kind: "university", name: "Lund University", shortName: "Lund", country: "Sweden", city: "Lund", website: "https://www.lunduniversity.lu.se" };
  it.each([
    ["no body", null, { kind: "Choose what to add." }],
    ["an array", [university], { kind: "Choose what to add." }],
    ["an unknown kind", { ...university, kind: "lecture" }, { kind: "Choose what to add." }],
    ["a blank name", { ...university, name: BLANK }, { name: "Enter the full name." }],
    ["a numeric name", { ...university, name: 42 }, { name: "Enter the full name." }],
    ["a 201-character city", { ...university, city: over(200) }, { city: "The city can be at most 200 characters." }],
    ["a javascript: website", { ...university, website: "javascript:alert(1)" }, { website: expect.stringContaining("https://") }],
    ["a university id with a slash", { kind: "degree", universityId: "uni_a/degrees", name: "MSc", level: "master" }, { universityId: "Choose the university from the list." }],
    ["a reserved university id", { kind: "degree", universityId: "__x__", name: "MSc", level: "master" }, { universityId: "Choose the university from the list." }],
    ["a negative level", { kind: "degree", universityId: "uni_a", name: "MSc", level: -1 }, { level: "Choose bachelor, master or doctorate." }],
    ["no degrees", { kind: "course", universityId: "uni_a", degreeIds: [], name: "LCA", code: "LCA-501" }, { degreeIds: "Choose at least one degree." }],
    ["a numeric degree id", { kind: "course", universityId: "uni_a", degreeIds: ["deg_a", 7], name: "LCA", code: "LCA-501" }, { degreeIds: "Choose each degree from the list." }],
    ["a code with an emoji", { kind: "course", universityId: "uni_a", degreeIds: ["deg_a"], name: "LCA", code: "LCA🌱501" }, { code: expect.stringContaining("Use letters and digits") }],
    ["a 41-character code", { kind: "course", universityId: "uni_a", degreeIds: ["deg_a"], name: "LCA", code: over(40) }, { code: "The course code can be at most 40 characters." }],
  ])("refuses %s", (_row, body, errors) => {
    expect(parseFields(uniDataBody, body)).toEqual({ ok: false, errors });
  });

  it.each(UNICODE_ROWS)("accepts a university named in %s", (_kind, name) => {
    expect(parseFields(uniDataBody, { ...university, name, city: name })).toMatchObject({ ok: true, value: { name, city: name } });
  });
});

describe("course builder fields", () => {
  const fields = { ...emptyFields("Lena Berger"), title: "Soil Health", free: false, price: 20 };
  it.each([
    ["a blank title", { title: BLANK }, "title", "The title is required."],
    ["a 121-character title", { title: over(120) }, "title", "The title can be up to 120 characters (now 121)."],
    ["a blank author", { author: BLANK }, "author", "The author is required."],
    ["a negative price", { price: -0.01 }, "price", "The price cannot be negative."],
    ["a price that is not a number", { price: Number.NaN }, "price", "The price must be a number."],
    ["an infinite price", { price: Number.POSITIVE_INFINITY }, "price", "The price must be a number."],
    ["a price of three decimals", { price: 9.999 }, "price", "Use at most two decimals for the price."],
    ["negative ECTS credits", { ects: -1 }, "ects", "ECTS credits cannot be negative."],
    ["a workload over 1000 hours", { workloadHours: 1000.5 }, "workloadHours", "The workload can be at most 1000 hours."],
    ["a resource link without a scheme", { resources: [{ title: "Data", url: "example.org/data.csv" }] }, "resources.0.url", "Enter a full web address, starting with https://."],
    ["a javascript: resource link", { resources: [{ title: "Data", url: "javascript:alert(1)" }] }, "resources.0.url", "Enter a full web address, starting with https://."],
    ["a blank learning outcome", { learningOutcomes: [BLANK] }, "learningOutcomes.0", "An outcome is required."],
  ])("refuses %s", (_row, changes, field, message) => {
    expect(validateFields({ ...fields, ...changes })).toMatchObject({ [field]: message });
  });

  it.each(UNICODE_ROWS)("accepts a course titled in %s", (_kind, title) => {
    expect(validateFields({ ...fields, title, author: title, subtitle: title })).toEqual({});
  });
});

describe("performance ranges and payout shares", () => {
  it.each([
    [null, "2025-01-31"],
    ["", "2025-01-31"],
    ["2025-02-30", "2025-03-01"],
    ["2025-1-1", "2025-01-31"],
    ["٢٠٢٥-٠١-٠١", "2025-01-31"],
    ["2025-01-31", "2025-01-01"],
    ["2024-01-01", "2025-06-01"],
  ])("the range %j to %j is refused", (from, to) => {
    expect(firstProblem(performanceRange(), { from, to })?.message).toEqual(expect.any(String));
  });
});
