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

  it("is 'all' for the plain catalogue", () => {
    expect(catalogueKey(parseCatalogueQuery({}))).toBe(ALL_KEY);
    expect(queryFromKey(ALL_KEY)).toEqual(parseCatalogueQuery({}));
  });

  it.each([
    ["not base64url", "%%%"],
    ["a slash", "a/b"],
    ["too long", "x".repeat(2000)],
    ["text that is no search", base64Url("nope")],
    ["parameters in another order", base64Url("type=documents&q=energy")],
    ["a default written out", base64Url("q=energy&sort=rating")],
    ["a value the search drops", base64Url("sdg=18")],
    ["a parameter of another name", base64Url("q=energy&utm_source=x")],
    ["a repeated parameter", base64Url("q=energy&q=solar")],
    ["padding", `${base64Url("q=energy")}==`],
    ["the plain catalogue spelled out", base64Url("")],
  ])("is null for a key that is not the one its search makes: %s", (_name, key) => {
    expect(queryFromKey(key)).toBeNull();
  });
});

/** base64url without padding, as catalogueKey writes it. */
function base64Url(text: string) {
  return Buffer.from(text).toString("base64url");
}

describe("proxy on /courses", () => {
  const visit = (url: string) => proxy(new NextRequest(new URL(url, "http://localhost:3000")));

  it("serves a clean search from its cached results page, keeping the visitor's URL", () => {
    const response = visit("/courses?q=energy&sort=newest");
    const key = catalogueKey(parseCatalogueQuery({ q: "energy", sort: "newest" }));
    expect(response.headers.get("x-middleware-rewrite")).toBe(`http://localhost:3000/courses/results/${key}`);
    expect(response.headers.get("location")).toBeNull();
  });

  it("renders a results page asked for by its own canonical key", () => {
    const key = catalogueKey(parseCatalogueQuery({ q: "energy", sdg: "7" }));
    const response = visit(`/courses/results/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(visit(`/courses/results/${ALL_KEY}`).headers.get("x-middleware-next")).toBe("1");
  });

  it("answers 404 to 1,000 made-up results keys before any page renders (issue 48: each became a cache entry)", () => {
    const random = seededRandom(48);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const valid = catalogueKey(parseCatalogueQuery({ q: "energy", type: "documents" }));
    let rendered = 0;
    for (let i = 0; i < 1000; i++) {
      const made = Array.from({ length: 1 + Math.floor(random() * 60) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      // Every other one is a real key with a character changed or added: closest to a real search.
      const key = i % 2 === 0 ? made : mutate(valid, random, alphabet);
      const response = visit(`/courses/results/${key}`);
      // A changed letter can spell another real search ("q=enepgy"): that one is rendered (and
      // counted against the cache's limit of searches, lib/cache/); anything else is refused.
      if (isCanonical(key)) {
        rendered++;
        expect(response.headers.get("x-middleware-next")).toBe("1");
        continue;
      }
      expect.soft(response.status, key).toBe(404);
      expect(response.headers.get("x-middleware-next")).toBeNull();
      // The shop's prerendered 404 page, the same one entry for every key.
      expect(response.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/_not-found");
    }
    expect(rendered).toBeLessThan(100);
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

/** A small deterministic generator (mulberry32), so a failure names the same keys every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mutate(key: string, random: () => number, alphabet: string) {
  const at = Math.floor(random() * (key.length + 1));
  const letter = alphabet[Math.floor(random() * alphabet.length)] ?? "A";
  return random() < 0.5 ? key.slice(0, at) + letter + key.slice(at) : key.slice(0, at) + letter + key.slice(at + 1);
}

/** Independently of route-key.ts: the key is the base64url of the clean query string of what it decodes to. */
function isCanonical(key: string) {
  const text = Buffer.from(key, "base64url").toString("utf8");
  if (Buffer.from(text).toString("base64url") !== key) return false;
  const query = parseCatalogueQuery(new URLSearchParams(text));
  return text !== "" && catalogueHref(query) === `/courses?${text}`;
}
