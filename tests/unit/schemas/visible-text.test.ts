import { accessChangeBody, approvalBody } from "@/lib/schemas/admin";
import { fieldProblems, firstProblem } from "@/lib/schemas/parse";
import { qaTextBody } from "@/lib/schemas/questions";
import { reviewBody } from "@/lib/schemas/reviews";
import { visibleLength } from "@/lib/utils/visible-text";

// Text that trim() keeps but a reader sees as empty (the last: Hangul fillers and blank braille cells, letters that draw nothing).
const invisible = ["\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b", "\u200e\u200f\u2060\ufeff\u00ad\u200c\u200d\u200b\u200b\u200b\u200b", " \u200b \u3000 \u200b ", "\u3164\u3164\u3164\u2800\u2800\u115f\u1160\uffa0\u3164\u3164\u3164"];

describe("text that only looks like text", () => {
  it.each(invisible)("counts nothing visible in %j", (text) => {
    expect(visibleLength(text)).toBe(0);
  });

  it("counts letters, emoji, right-to-left and combining text as visible", () => {
    expect(visibleLength("مرحبا")).toBe(5);
    expect(visibleLength("e\u0301t\u00e9")).toBe(4);
    expect(visibleLength("🌱🌍")).toBe(4);
  });

  it.each(invisible)("is refused as a question, a review, a rejection reason and an access reason: %j", (text) => {
    expect(firstProblem(qaTextBody, { text })?.message).toMatch(/at least/);
    expect(fieldProblems(reviewBody, { stars: 4, text }).text).toBeDefined();
    expect(firstProblem(approvalBody, { decision: "reject", reason: text })?.message).toMatch(/at least/);
    expect(fieldProblems(accessChangeBody, { reason: text }).reason).toMatch(/at least/);
  });

  it("still takes short real text in any script", () => {
    expect(firstProblem(qaTextBody, { text: "Ça va?" })).toBeNull();
    expect(fieldProblems(reviewBody, { stars: 4, text: "好" }).text).toBeUndefined();
    expect(fieldProblems(accessChangeBody, { reason: "Фин" }).reason).toBeUndefined();
  });
});
