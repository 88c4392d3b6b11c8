import { firstProblem } from "@/lib/schemas/parse";
import { qaTextBody } from "@/lib/schemas/questions";
import { BLANK, over, UNICODE_ROWS } from "../bad-input-rows";

// The question and answer forms' check and their routes': one schema.
const problem = (text: unknown) => firstProblem(qaTextBody, { text })?.message ?? null;

describe("question and answer text", () => {
  it("needs 3 to 2000 characters, not counting surrounding spaces", () => {
    expect(problem("abc")).toBeNull();
    expect(problem("x".repeat(2000))).toBeNull();
    expect(problem(`  ${"x".repeat(2000)}  `)).toBeNull();
    expect(problem("  ab  ")).toBe("Write at least 3 characters.");
  });

  it.each([
    [undefined, "Write your text."],
    [42, "Write your text."],
    [["a question"], "Write your text."],
    [{ text: "abc" }, "Write your text."],
    ["", "Write at least 3 characters."],
    [BLANK, "Write at least 3 characters."],
    [" ab ", "Write at least 3 characters."],
    [over(2000), "Keep it to 2000 characters (now 2001)."],
  ])("a question or answer of %j is refused: %s", (text, message) => {
    expect(problem(text)).toBe(message);
  });

  it("reads a body that is no object as one without text", () => {
    expect(firstProblem(qaTextBody, null)?.message).toBe("Write your text.");
  });

  it.each(UNICODE_ROWS)("a question in %s is accepted", (_kind, text) => {
    expect(problem(text)).toBeNull();
  });
});
