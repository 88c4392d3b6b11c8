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

describe("the public shape of a product (issue 32)", () => {
  /** The string list a rules function returns, e.g. creatorEditableKeys(). */
  const listIn = (source: string, name: string) => {
    const body = new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\]`).exec(source)?.[1] ?? "";
    return [...body.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
  };

  it("lets a browser write only fields of the allow-list, and none of the team's", async () => {
    const { PUBLIC_PRODUCT_FIELDS } = await import("@/lib/db/product-public-fields");
    const source = withoutComments(read("firestore.rules"));
    const written = [...listIn(source, "creatorEditableKeys"), ...listIn(source, "serverProductKeys"), "draftRevision", "lastAuditId"];
    expect(written.length).toBeGreaterThan(30);
    expect(written.filter((field) => !(PUBLIC_PRODUCT_FIELDS as readonly string[]).includes(field!))).toEqual([]);
    expect(written.filter((field) => /payout|invitation/i.test(field!))).toEqual([]);
  });
});
