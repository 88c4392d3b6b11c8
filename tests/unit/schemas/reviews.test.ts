import { HttpError } from "@/lib/http/error";
import { fieldProblems, parseOrRefuse } from "@/lib/schemas/parse";
import { reviewBody } from "@/lib/schemas/reviews";
import { recentTerms } from "@/lib/reviews/terms";
import { BLANK, over, UNICODE_ROWS } from "../bad-input-rows";

// The review form's check and PATCH /api/products/[id]/reviews/[reviewId]'s: one schema.
const problems = (input: unknown) => fieldProblems(reviewBody, input);

describe("a review's stars and text", () => {
  it("accepts 1 to 5 whole stars and 1 to 2000 characters of text", () => {
    expect(problems({ stars: 1, text: "Good" })).toEqual({});
    expect(problems({ stars: 5, text: "x".repeat(2000) })).toEqual({});
  });

  it("names each problem in words a reviewer can act on", () => {
    expect(problems({ stars: 0, text: "" })).toEqual({ stars: "Choose from 1 to 5 stars.", text: "Write a few words about the course." });
    expect(problems({ stars: 6, text: "x".repeat(2001) }).text).toBe("Keep it to 2000 characters (now 2001).");
  });

  it.each([
    [{ stars: 0, text: "Good" }, { stars: "Choose from 1 to 5 stars." }],
    [{ stars: -1, text: "Good" }, { stars: "Choose from 1 to 5 stars." }],
    [{ stars: 4.5, text: "Good" }, { stars: "Choose from 1 to 5 stars." }],
    [{ stars: 6, text: "Good" }, { stars: "Choose from 1 to 5 stars." }],
    [{ stars: Number.NaN, text: "Good" }, { stars: "Choose from 1 to 5 stars." }],
    [{ stars: "5", text: "Good" }, { stars: "Choose from 1 to 5 stars." }],
    [{ stars: 5, text: BLANK }, { text: "Write a few words about the course." }],
    [{ stars: 5, text: 42 }, { text: "Write a few words about the course." }],
    [{ stars: 5, text: over(2000) }, { text: "Keep it to 2000 characters (now 2001)." }],
    [{ stars: 5, text: `  ${"x".repeat(2000)}  ` }, {}],
  ])("a review %j gets %j", (review, errors) => {
    expect(problems(review)).toEqual(errors);
  });

  it.each(UNICODE_ROWS)("a review in %s is accepted", (_kind, text) => {
    expect(problems({ stars: 5, text })).toEqual({});
  });
});

describe("a review's term", () => {
  it("takes none, a recent term, or keeps the stored one when absent", () => {
    expect(parseOrRefuse(reviewBody, { stars: 4, text: " Good ", term: "" }, "review/invalid")).toEqual({ stars: 4, text: "Good", term: null });
    expect(parseOrRefuse(reviewBody, { stars: 4, text: "Good", term: null }, "review/invalid")).toEqual({ stars: 4, text: "Good", term: null });
    expect(parseOrRefuse(reviewBody, { stars: 4, text: "Good", term: recentTerms()[1] }, "review/invalid").term).toBe(recentTerms()[1]);
    expect("term" in parseOrRefuse(reviewBody, { stars: 4, text: "Good" }, "review/invalid")).toBe(false);
  });

  it.each([
    [42, "Choose a term from the list."],
    ["Winter 1999/00", "Choose a term from the list."],
    ["x".repeat(15), `A term is at most 14 characters, e.g. ${recentTerms()[0]}. Choose one from the list.`],
  ])("refuses %j: %s", (term, message) => {
    expect(problems({ stars: 4, text: "Good", term })).toEqual({ term: message });
  });
});

describe("the route's refusal", () => {
  it("answers the first problem, stars before text before term, as 400 review/invalid", () => {
    const refuse = (body: unknown) => {
      try {
        parseOrRefuse(reviewBody, body, "review/invalid");
      } catch (error) {
        return error as HttpError;
      }
    };
    expect(refuse({})).toMatchObject({ status: 400, code: "review/invalid", message: "Choose from 1 to 5 stars." });
    expect(refuse({ stars: 3, term: 1 })).toMatchObject({ message: "Write a few words about the course." });
    expect(refuse({ stars: 3, text: "Good", term: 1 })).toMatchObject({ message: "Choose a term from the list." });
  });
});
