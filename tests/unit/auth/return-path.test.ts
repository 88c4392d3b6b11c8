import fc from "fast-check";
import { linkReturnPath, safeReturnPath } from "@/lib/auth/return-path";

// Issue 48: "/login?next=/.//evil.example/phish" sent a signed-in user to evil.example, because
// the check looked at the value but returned the normalised path ("/./" and "/" make "//").
// The promise, for ANY input: what comes back, opened by a browser from any page of the site,
// stays on the site; it is a path with one leading "/", also once percent-escapes are undone (a
// server or router may undo them), and checking or parsing it again changes nothing.

const SITE = "https://shop.example";
const PAGES = [`${SITE}/`, `${SITE}/login?next=x`, `${SITE}/courses/results/abc/def`, `${SITE}/auth/action#frag`];

function fullyDecoded(path: string): string {
  let current = path;
  for (let round = 0; round < 10; round++) {
    const next = decodeURIComponent(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** What is wrong with the check's answer to `input`, or null: one expect per input keeps 5,000 inputs fast. */
function problemWith(input: string): string | null {
  const out = safeReturnPath(input);
  const said = `${JSON.stringify(input)} gave ${JSON.stringify(out)}`;
  if (!out.startsWith("/") || out.startsWith("//") || out.startsWith("/\\")) return `${said}: not a path with one leading slash`;
  if (/[\u0000-\u001f\u007f\\]/.test(out)) return `${said}: a character browsers drop or rewrite`;
  for (const page of PAGES) {
    // What the browser does with router.push(out) or <a href={out}> on that page.
    const opened = new URL(out, page);
    if (opened.origin !== SITE) return `${said}, which opens ${opened.href} from ${page}`;
    if (`${opened.pathname}${opened.search}${opened.hash}` !== out) return `${said}, which a browser rewrites to ${opened.href}`;
  }
  const plain = fullyDecoded(new URL(out, SITE).pathname);
  if (plain.startsWith("//") || /[\\\u0000-\u001f]/.test(plain)) return `${said}, which decodes to ${JSON.stringify(plain)}`;
  if (safeReturnPath(out) !== out) return `${said}, which the check changes again`;
  return null;
}

const expectStaysOnSite = (input: string) => {
  expect(problemWith(input)).toBeNull();
};

// The pieces attackers combine: dot segments, their encodings, slashes and backslashes, their
// encodings, what browsers strip (tabs, newlines, other controls), schemes and hosts.
const pieces = [
  "/", "//", "///", "\\", "/\\", "\\/", "%5c", "%5C", "%2f", "%2F", "%252f", "%255c",
  ".", "..", "./", "../", "/./", "/../", "%2e", "%2E", "%2e%2e", ".%2e", "%2e/", "/%2e/", "/%2e%2e/", "%252e",
  "\t", "\n", "\r", "\u0000", "\u000b", "\u007f", "%09", "%0a", "%0d", "%00", " ", "%20", "\u3000", "\uff0f",
  "evil.example", "evil.example/phish", "@evil.example", "user:pass@", ":", "?", "#", "&next=", "?next=//evil.example",
  "http:", "https:", "https://evil.example", "//evil.example", "javascript:", "javascript:alert(1)", "data:text/html,x",
  "library", "courses", "cart",
];
const attack = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(""));
const slashFirst = attack.map((value) => `/${value}`);

describe("the one return-path check", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeReturnPath("/library")).toBe("/library");
    expect(safeReturnPath("/dashboard/performance?range=30d#chart")).toBe("/dashboard/performance?range=30d#chart");
    expect(safeReturnPath("/login?next=%2F%2Fevil.example")).toBe("/login?next=%2F%2Fevil.example");
    expect(safeReturnPath("/courses/./results/../results/abc")).toBe("/courses/results/abc");
  });

  it.each([
    ["the issue's dot segment", "/.//evil.example/phish"],
    ["an encoded dot segment", "/%2e//evil.example"],
    ["an encoded double dot", "/a/%2e%2e//evil.example"],
    ["a double dot", "/a/..//evil.example"],
    ["an absolute URL", "https://evil.example/phish"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash", "/\\evil.example"],
    ["an encoded backslash", "/%5cevil.example"],
    ["a doubly encoded backslash", "/%255cevil.example"],
    ["encoded slashes", "/%2f%2fevil.example"],
    ["a tab", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "library"],
    ["nothing", null],
    ["an empty string", ""],
  ])("refuses %s and goes home instead", (_, value) => {
    expect(safeReturnPath(value)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("/.//evil.example", "/library")).toBe("/library");
    expect(safeReturnPath("//evil.example", "")).toBe("");
  });

  // Generous time limits: a few thousand inputs take a second alone, many more on a busy machine.
  it("keeps any input on the site: combinations of every trick", { timeout: 60_000 }, () => {
    fc.assert(fc.property(fc.oneof(attack, slashFirst), expectStaysOnSite), { numRuns: 3_000 });
  });

  it("keeps any input on the site: arbitrary text", { timeout: 60_000 }, () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }).map((value) => `/${value}`), fc.webUrl()), expectStaysOnSite), {
      numRuns: 1_000,
    });
  });

  it("leaves an ordinary path of the site as it is (the check does not just refuse everything)", () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9%]{0,8}$/)), fc.option(segment))
      .map(([segments, query, hash]) => `/${segments.join("/")}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`);
    fc.assert(
      fc.property(path, (value) => {
        expect(safeReturnPath(value)).toBe(value);
      }),
    );
  });
});

describe("a link's return path (Firebase's continueUrl)", () => {
  it("keeps only the path of the link, whatever host it names", () => {
    expect(linkReturnPath("https://shop.example/login/email-link?next=%2Fcart")).toBe("/login/email-link?next=%2Fcart");
    expect(linkReturnPath("https://evil.example/cart")).toBe("/cart");
  });

  it.each([
    ["a path that normalises to another host", "https://shop.example/.//evil.example/phish"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["no URL", "not a url"],
    ["nothing", null],
  ])("refuses %s", (_, link) => {
    expect(linkReturnPath(link, "/login")).toBe("/login");
  });

  it("keeps any link on the site", { timeout: 60_000 }, () => {
    fc.assert(fc.property(fc.oneof(attack.map((value) => `https://shop.example/${value}`), fc.webUrl({ withQueryParameters: true, withFragments: true })), (link) => expectStaysOnSite(linkReturnPath(link))), {
      numRuns: 1_000,
    });
  });
});
