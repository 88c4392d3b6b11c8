import { HttpError } from "@/lib/http/error";
import { adminRefundBody, decisionReasonBody, reasonRefusal, refundDecisionBody, refundRequestBody } from "@/lib/schemas/orders";
import { firstProblem, parseOrRefuse } from "@/lib/schemas/parse";
import { BLANK, over, UNICODE_ROWS } from "../bad-input-rows";

const problem = (schema: Parameters<typeof firstProblem>[0], reason: unknown) => firstProblem(schema, { reason })?.message ?? null;

describe("a buyer's refund reason", () => {
  it.each([
    [undefined, "Give a reason of at least 3 characters."],
    [42, "Give a reason of at least 3 characters."],
    [BLANK, "Give a reason of at least 3 characters."],
    ["\u200b\u200b\u200b\u200b", "Give a reason of at least 3 characters."],
    [" ab ", "Give a reason of at least 3 characters."],
    [over(2000), "The reason is 2,001 characters long; shorten it to 2,000 or fewer."],
  ])("refuses %j: %s", (reason, message) => {
    expect(problem(refundRequestBody, reason)).toBe(message);
  });

  it.each(UNICODE_ROWS)("takes a reason in %s, its ends trimmed", (_kind, text) => {
    expect(parseOrRefuse(refundRequestBody, { reason: ` ${text} ` }, "x")).toEqual({ reason: text });
  });

  it("names the field in the route's answer", () => {
    try {
      parseOrRefuse(refundRequestBody, {}, reasonRefusal("refund-request/invalid-reason"));
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, code: "refund-request/invalid-reason", details: { field: "reason" } });
    }
    expect.assertions(2);
  });
});

describe("an admin's decision", () => {
  it("takes reasons up to 500 characters", () => {
    expect(problem(decisionReasonBody, "x".repeat(500))).toBeNull();
    expect(problem(decisionReasonBody, over(500))).toBe("The reason is 501 characters long; shorten it to 500 or fewer.");
  });

  it("is reject or goodwill, checked before the reason", () => {
    expect(firstProblem(refundDecisionBody, { action: "refund", reason: "" })?.message).toBe("Choose reject or goodwill.");
    expect(firstProblem(refundDecisionBody, {})?.message).toBe("Choose reject or goodwill.");
    expect(firstProblem(refundDecisionBody, { action: "goodwill" })).toBeNull();
  });

  it("refunds in full with a reason of 3 to 500 characters, counted once trimmed", () => {
    expect(problem(adminRefundBody, "  ab ")).toBe("Give a reason of 3 to 500 characters.");
    expect(problem(adminRefundBody, null)).toBe("Give a reason of 3 to 500 characters.");
    expect(problem(adminRefundBody, over(500))).toBe("Give a reason of 3 to 500 characters.");
    expect(problem(adminRefundBody, "Broken")).toBeNull();
  });
});
