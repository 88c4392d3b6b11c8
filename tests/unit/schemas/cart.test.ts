import { cartIdsQuery } from "@/lib/schemas/cart";
import { firstProblem, parseOrRefuse } from "@/lib/schemas/parse";

describe("the cart's ids", () => {
  it("reads a comma-separated list of up to 50 ids", () => {
    expect(parseOrRefuse(cartIdsQuery, "prod_a,prod_b", "cart/invalid-request")).toEqual(["prod_a", "prod_b"]);
    expect(parseOrRefuse(cartIdsQuery, Array.from({ length: 50 }, (_, index) => `p${index}`).join(","), "cart/invalid-request")).toHaveLength(50);
  });

  it.each([null, "", "prod_a,,prod_b", "../users/x", Array.from({ length: 51 }, (_, index) => `p${index}`).join(",")])("refuses %j", (query) => {
    expect(firstProblem(cartIdsQuery, query)?.message).toBe("Ask for 1 to 50 product ids, separated by commas.");
  });
});
