import { HttpError } from "@/lib/http/error";
import { accessChangeBody, accessChangeRefusal, approvalBody, approvalRefusal, bulkGrantBody, bulkGrantCode, productQuery } from "@/lib/schemas/admin";
import { parseOr, parseOrRefuse } from "@/lib/schemas/parse";

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error("accepted");
}

describe("a course access change", () => {
  const change = { action: "grant", email: " Maya@Uni.AT ", productId: "lca", reason: " Scholarship " };

  it("reads the address lower-cased and the reason trimmed", () => {
    expect(parseOrRefuse(accessChangeBody, change, accessChangeRefusal)).toEqual({ action: "grant", email: "maya@uni.at", productId: "lca", reason: "Scholarship" });
  });

  it.each([
    [{ ...change, action: "give" }, "access/invalid-action", "Choose grant or revoke."],
    [{ ...change, action: "give", reason: "" }, "access/invalid-action", "Choose grant or revoke."],
    [{ ...change, reason: "", productId: "" }, "access/invalid-reason", "Give a reason of at least 3 characters."],
    [{ ...change, reason: "x".repeat(501) }, "access/invalid-reason", "Keep the reason to at most 500 characters."],
    [{ ...change, productId: "../x", email: "" }, "access/invalid-product", "Choose a product."],
    [{ ...change, productId: "p".repeat(101) }, "access/invalid-product", "Choose a product."],
    [{ ...change, email: "maya@" }, "access/invalid-email", "Enter a valid email address."],
  ])("refuses %j first by %s", (body, code, message) => {
    expect(refusal(() => parseOrRefuse(accessChangeBody, body, accessChangeRefusal))).toMatchObject({ status: 400, code, message });
  });
});

describe("a bulk grant", () => {
  const parse = (body: unknown) => parseOr(bulkGrantBody, body, (problem) => new HttpError(400, bulkGrantCode(problem), problem.message));

  it("reads the pasted list once per address, in order", () => {
    expect(parse({ emails: "A@x.at, b@x.at\na@x.at", productId: "lca", reason: "Workshop" })).toEqual({ emails: ["a@x.at", "b@x.at"], productId: "lca", reason: "Workshop" });
  });

  it.each([
    [{ emails: "", productId: "", reason: "" }, "access/invalid-reason", "Give a reason of at least 3 characters."],
    [{ emails: "", productId: "", reason: "Workshop" }, "access/invalid-product", "Choose a product."],
    [{ emails: " ,;", productId: "lca", reason: "Workshop" }, "access/no-emails", "Paste at least one email address."],
    [{ emails: Array.from({ length: 201 }, (_, index) => `p${index}@x.at`).join(" "), productId: "lca", reason: "Workshop" }, "access/too-many", "Paste at most 200 email addresses at a time (you pasted 201)."],
  ])("refuses %#: %s", (body, code, message) => {
    expect(refusal(() => parse(body))).toMatchObject({ status: 400, code, message });
  });
});

describe("an approval decision", () => {
  it("takes an approval without a note, and a trimmed rejection reason", () => {
    expect(parseOrRefuse(approvalBody, { decision: "approve" }, approvalRefusal)).toEqual({ decision: "approve", reason: "" });
    expect(parseOrRefuse(approvalBody, { decision: "reject", reason: "  Add sources, please.  " }, approvalRefusal)).toEqual({ decision: "reject", reason: "Add sources, please." });
  });

  it("refuses an unknown decision before its reason, each with its code", () => {
    expect(refusal(() => parseOrRefuse(approvalBody, { decision: "publish", reason: 4 }, approvalRefusal))).toMatchObject({ code: "approval/invalid-decision", message: "Choose approve or reject." });
    expect(refusal(() => parseOrRefuse(approvalBody, { decision: "reject", reason: "thin" }, approvalRefusal))).toMatchObject({
      code: "approval/invalid-reason",
      message: "Tell the creator what to change, in at least 10 characters.",
    });
    expect(refusal(() => parseOrRefuse(approvalBody, { decision: "approve", reason: null }, approvalRefusal))).toMatchObject({ code: "approval/invalid-reason", message: "Write the reason as text." });
  });
});

describe("the product picker's search", () => {
  it.each([
    [null, "Type a word of the product's title or paste its id."],
    ["   ", "Type a word of the product's title or paste its id."],
    ["x".repeat(101), "Type at most 100 characters."],
  ])("refuses %j", (query, message) => {
    expect(refusal(() => parseOrRefuse(productQuery, query, "access/invalid-query"))).toMatchObject({ code: "access/invalid-query", message });
  });

  it("takes a title's words, trimmed", () => {
    expect(parseOrRefuse(productQuery, "  soil ", "access/invalid-query")).toBe("soil");
  });
});
