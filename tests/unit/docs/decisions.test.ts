import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One file per decision (docs/decisions/NNNN-kebab-title.md) and an index that lists them all:
// these checks fail when a decision lacks its status or sections, the index and the folder
// disagree, a number repeats, or something still points at the old single file.
const root = process.cwd();
const dir = path.join(root, "docs", "decisions");
const read = (file: string) => readFileSync(file, "utf8");

const FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const decisionFiles = readdirSync(dir).filter((name) => name !== "README.md");
const numberOf = (name: string) => name.slice(0, 4);

/** `[text](target)` links of the index's table rows, by row number. */
function indexRows(index: string): { number: string; targets: string[] }[] {
  return index
    .split("\n")
    .filter((line) => /^\| \d{4} \|/.test(line))
    .map((line) => ({
      number: line.slice(2, 6),
      targets: [...line.matchAll(/\]\(([^)]+)\)/g)].map(([, target = ""]) => target),
    }));
}

describe("docs/decisions/", () => {
  it("holds only numbered kebab-case Markdown files besides its README", () => {
    expect(decisionFiles.filter((name) => !FILE.test(name))).toEqual([]);
  });

  it("uses each number once", () => {
    const numbers = decisionFiles.map(numberOf);
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it.each(decisionFiles)("%s has its title, a Status line and Context, Decision, Consequences", (name) => {
    const text = read(path.join(dir, name));
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${numberOf(name)}:? \\S`));
    expect(text).toMatch(/^Status: (accepted|superseded by \d{4}|withdrawn)\b/m);
    const sections = text.split("\n").filter((line) => line.startsWith("## "));
    const order = ["## Context", "## Decision", "## Consequences"].map((heading) => sections.indexOf(heading));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("supersedes only by decisions that exist", () => {
    const numbers = new Set(decisionFiles.map(numberOf));
    for (const name of decisionFiles) {
      const by = /^Status: superseded by (\d{4})/m.exec(read(path.join(dir, name)))?.[1];
      if (by) expect(numbers.has(by), `${name} is superseded by ${by}`).toBe(true);
    }
  });
});

describe("docs/decisions/README.md", () => {
  const rows = indexRows(read(path.join(dir, "README.md")));

  it("lists every decision file once, under its own number", () => {
    const listed = rows.map((row) => row.targets[0]);
    expect([...listed].sort()).toEqual([...decisionFiles].sort());
    for (const row of rows) expect(row.targets[0]?.startsWith(row.number), row.number).toBe(true);
    const numbers = rows.map((row) => row.number);
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it("links only to files that exist", () => {
    const targets = rows.flatMap((row) => row.targets);
    expect(targets.filter((target) => !existsSync(path.join(dir, target)))).toEqual([]);
  });
});

describe("references to the decisions", () => {
  const oldFile = ["docs", "decisions.md"].join("/");
  const skipped = new Set(["node_modules", ".next", ".git", "out", "coverage", "playwright-report", "test-results", "blob-report", ".emulator-data"]);

  function* files(at: string): Generator<string> {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) yield* files(file);
      else if (entry.isFile() && statSync(file).size < 2_000_000) yield file;
    }
  }

  it("the old single file is gone", () => {
    expect(existsSync(path.join(root, oldFile))).toBe(false);
  });

  it(`no file in the repository points at ${oldFile}`, () => {
    const referring = [...files(root)].filter((file) => {
      const text = readFileSync(file, "utf8");
      return !text.includes("\0") && text.includes(oldFile);
    });
    expect(referring.map((file) => path.relative(root, file))).toEqual([]);
  });
});
