import { PRODUCT_FIELDS, toProduct } from "@/lib/db/product-shape";

/** The stored fields toProduct looks at, recorded as it reads them. */
function fieldsRead(): Set<string> {
  const read = new Set<string>();
  const data = new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key === "string") read.add(key);
      return undefined;
    },
  });
  toProduct("p_1", data);
  return read;
}

describe("the fields a product read asks Firestore for", () => {
  it("are exactly the fields a product page or card is built from, so a new field is never read as empty", () => {
    expect([...fieldsRead()].sort()).toEqual([...PRODUCT_FIELDS].sort());
  });

  it("leave out the search facets and title terms, which hold thousands of strings per product", () => {
    expect(PRODUCT_FIELDS).not.toContain("facets");
    expect(PRODUCT_FIELDS).not.toContain("titleTerms");
  });
});
