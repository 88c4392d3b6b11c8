import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { catalogueHref, parseCatalogueQuery } from "@/lib/catalogue/query";
import { ALL_KEY, catalogueKey, queryFromKey } from "@/lib/catalogue/route-key";

describe("catalogue cache keys", () => {
  it.each([{ q: "Zürich energy" }, { type: "documents", sort: "price-asc", min: "5", after: "abc_-1" }, { sdg: "7", university: "uni_a", difficulty: "easy", price: "free" }])(
    "stand for exactly their search: %j",
    (params) => {
      const query = parseCatalogueQuery(params);
      expect(catalogueKey(query)).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(queryFromKey(catalogueKey(query))).toEqual(query);
    },
  );

  it("is 'all' for the plain catalogue, and reads anything that is not a key as the plain catalogue", () => {
    expect(catalogueKey(parseCatalogueQuery({}))).toBe(ALL_KEY);
    for (const key of ["%%%", "a/b", "x".repeat(2000), "bm9wZQ"]) expect(catalogueHref(queryFromKey(key))).toBe("/courses");
  });
});

describe("proxy on /courses", () => {
  const visit = (url: string) => proxy(new NextRequest(new URL(url, "http://localhost:3000")));

  it("serves a clean search from its cached results page, keeping the visitor's URL", () => {
    const response = visit("/courses?q=energy&sort=newest");
    const key = catalogueKey(parseCatalogueQuery({ q: "energy", sort: "newest" }));
    expect(response.headers.get("x-middleware-rewrite")).toBe(`http://localhost:3000/courses/results/${key}`);
    expect(response.headers.get("location")).toBeNull();
  });

  it("sends an untidy URL to its clean form, and leaves the plain catalogue alone", () => {
    const untidy = visit("/courses?q=energy&type=&sort=rating&sdg=99");
    expect(untidy.status).toBe(307);
    expect(untidy.headers.get("location")).toBe("http://localhost:3000/courses?q=energy");
    const plain = visit("/courses");
    expect(plain.headers.get("x-middleware-rewrite")).toBeNull();
    expect(plain.headers.get("location")).toBeNull();
  });
});
