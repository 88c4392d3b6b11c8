import { HttpError } from "@/lib/http/error";
import { accessChangeBody, accessChangeRefusal, adminOrdersQuery, approvalBody, approvalRefusal, bulkGrantBody, bulkGrantCode, productQuery } from "@/lib/schemas/admin";
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

describe("the admin's order list query", () => {
  const read = (query: Record<string, string | null>) => parseOrRefuse(adminOrdersQuery, query, "admin-orders/invalid-search");

  it("lists the refund requests for a filter it does not know, and reads no query as the first page of them", () => {
    expect(read({ filter: "all", q: null, after: null })).toEqual({ filter: "all", q: "", after: null });
    expect(read({ filter: "everything", q: null, after: "c1" })).toEqual({ filter: "requests", q: "", after: "c1" });
    expect(read({ filter: null, q: null, after: null })).toEqual({ filter: "requests", q: "", after: null });
  });

  it("searches a trimmed email, invoice number or order id", () => {
    expect(read({ filter: "all", q: " BEA@refunds.test ", after: null }).q).toBe("BEA@refunds.test");
    expect(read({ filter: "all", q: "2026-000123", after: null }).q).toBe("2026-000123");
    expect(read({ filter: "all", q: "order_carls0000003", after: null }).q).toBe("order_carls0000003");
  });

  it.each([
    ["not an id!", "Enter a whole email address, an order id or an invoice number."],
    ["bea@", "Enter a whole email address, an order id or an invoice number."],
    [`${"x".repeat(250)}@a.test`, "Search with at most 254 characters."],
  ])("refuses the search %j", (q, message) => {
    expect(refusal(() => read({ filter: "all", q, after: null }))).toMatchObject({ status: 400, code: "admin-orders/invalid-search", message });
  });
});
