import { readFileSync } from "node:fs";
import path from "node:path";
import { DEMO_PROJECT_ID, emulatorBucket } from "@/config/env";

// A rule that opens writes to everyone is the one mistake an attacker finds first; these checks
// read the rule files as text so they fail even where no test exercises the path.
const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");
const withoutComments = (source: string) => source.replace(/\/\/.*$/gm, "");

/** Each `allow <operations>: if true` (alone or or-ed with anything), as [operations, statement]. */
function openRules(source: string): [string, string][] {
  const statements = withoutComments(source).match(/allow\s+[^:;]+:\s*if\s[^;]*;/g) ?? [];
  return statements
    .filter((statement) => /:\s*if\s+(\(\s*)?true\b(?!\s*&&)|\|\|\s*true\b/.test(statement))
    .map((statement) => [/allow\s+([^:]+):/.exec(statement)?.[1]?.trim() ?? "", statement]);
}

describe.each(["firestore.rules", "storage.rules"])("%s", (file) => {
  it("lets nobody write, create, update or delete with `if true`", () => {
    const writes = openRules(read(file)).filter(([operations]) => /\b(write|create|update|delete)\b/.test(operations));
    expect(writes.map(([, statement]) => statement)).toEqual([]);
  });
});

describe("firestore.rules", () => {
  it("ends with the deny-all catch-all, so any collection without a match is closed", () => {
    const source = withoutComments(read("firestore.rules"));
    expect(source).toMatch(/match \/\{document=\*\*\} \{\s*allow read, write: if false;\s*\}\s*\}\s*\}\s*$/);
  });

  it("lets preview uploads come from the project's default bucket, named as the emulators name it (config/env.ts)", () => {
    const buckets = /function storageBuckets\(\) \{[^}]*return \[([^\]]*)\];/.exec(read("firestore.rules"))?.[1] ?? "";
    const names = buckets.split(",").map((bucket) => bucket.trim().replace("project + ", DEMO_PROJECT_ID).replace(/'/g, ""));
    expect(names).toContain(emulatorBucket(DEMO_PROJECT_ID));
  });

  // Creator profiles are public by design (docs/decisions/0177-public-creator-profiles.md).
  it("opens reads with `if true` only for the public university tree and a creator's public profile", () => {
    expect(openRules(read("firestore.rules")).map(([operations]) => operations)).toEqual(["get", "read"]);
    expect(read("firestore.rules")).toMatch(/match \/creatorProfiles\/\{uid\} \{[^}]*\}\s*allow get: if true;/);
    expect(read("firestore.rules")).toMatch(/match \/descriptive\/university\/universities\/\{universityId\} \{\s*allow read: if true;/);
  });
});

/** The source without `//` comments, leaving string literals (which hold `https://`) whole. */
function codeOnly(source: string): string {
  let out = "";
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === "'" || char === '"') {
      const end = literalEnd(source, i);
      out += source.slice(i, end);
      i = end - 1;
    } else if (char === "/" && source[i + 1] === "/") {
      while (i < source.length && source[i] !== "\n") i++;
      out += "\n";
    } else out += char;
  }
  return out;
}

/** The index just past the string literal that opens at `start`. */
function literalEnd(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length && source[i] !== source[start]) i += source[i] === "\\" ? 2 : 1;
  return i + 1;
}

/**
 * The regular expression of every call that takes one (`.matches(re)`, `.split(re)`,
 * `.replace(re, sub)`) whose argument is not made of string literals alone, e.g.
 * `path.matches('products/' + productId + '/.+')`: such a pattern is built from data.
 */
function regexBuiltFromData(source: string): string[] {
  const code = codeOnly(source);
  const found: string[] = [];
  for (const call of code.matchAll(/\.(matches|split|replace)\(/g)) {
    let depth = 0;
    let i = call.index + call[0].length;
    const start = i;
    for (; i < code.length; i++) {
      const char = code[i]!;
      if (char === "'" || char === '"') i = literalEnd(code, i) - 1;
      else if (char === "(" || char === "[") depth++;
      else if ((char === ")" || char === "]") && depth > 0) depth--;
      else if ((char === ")" || char === ",") && depth === 0) break;
    }
    const argument = code.slice(start, i);
    let rest = "";
    for (let j = 0; j < argument.length; j++) {
      if (argument[j] === "'" || argument[j] === '"') {
        j = literalEnd(argument, j) - 1;
        rest += "L";
      } else rest += argument[j];
    }
    if (!/^L(\+L)*$/.test(rest.replace(/\s+/g, ""))) found.push(`${call[1]}(${argument.replace(/\s+/g, " ").trim()})`);
  }
  return found;
}

// Issue 48: `path.matches('products/' + productId + '/lectures/' + lectureId + '/[^/]{1,200}')`
// took the lecture id `x|.*` as an alternation and accepted a pointer to anyone's file. Ids are
// compared with `==` or `in`, or checked against their format; a pattern is a literal.
describe.each(["firestore.rules", "storage.rules"])("%s builds no regular expression from data (issue 48)", (file) => {
  it("passes only string literals to matches(), split() and replace()", () => {
    expect(regexBuiltFromData(read(file))).toEqual([]);
  });
});

describe("the check for regular expressions built from data", () => {
  it("finds a pattern concatenated with an id, a quoted one included, and lets literals through", () => {
    const rules = [
      "return path.matches('products/' + productId + '/lectures/' + lectureId + '/[^/]{1,200}');",
      "relationId.matches('\\\\Q' + request.auth.uid + '\\\\E_.+') // comment: x.matches(a + b)",
      "value.matches('https://x[.]example' // a comment inside\n + '/v0/b/[a-z]+(/o)?')",
      "id.matches('lec_[A-Za-z0-9]{13}') && path.split('/')[1] == productId && name.replace('[.]vtt$', '') != ''",
      "name.split(separator)",
    ].join("\n");
    expect(regexBuiltFromData(rules)).toEqual([
      "matches('products/' + productId + '/lectures/' + lectureId + '/[^/]{1,200}')",
      "matches('\\\\Q' + request.auth.uid + '\\\\E_.+')",
      "split(separator)",
    ]);
  });
});

describe("the public shape of a product (issue 32)", () => {
  /** The string list a rules function returns, e.g. creatorEditableKeys(). */
  const listIn = (source: string, name: string) => {
    const body = new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\]`).exec(source)?.[1] ?? "";
    return [...body.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
  };

  it("lets a browser write only fields of the allow-list, and none of the team's", async () => {
    const { PUBLIC_PRODUCT_FIELDS } = await import("@/lib/db/product-shape");
    const source = withoutComments(read("firestore.rules"));
    const written = [...listIn(source, "creatorEditableKeys"), ...listIn(source, "serverProductKeys"), "draftRevision", "lastAuditId"];
    expect(written.length).toBeGreaterThan(30);
    expect(written.filter((field) => !(PUBLIC_PRODUCT_FIELDS as readonly string[]).includes(field!))).toEqual([]);
    expect(written.filter((field) => /payout|invitation/i.test(field!))).toEqual([]);
  });
});
