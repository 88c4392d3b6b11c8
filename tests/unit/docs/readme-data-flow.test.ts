import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The README's "How data flows" traces real requests file by file. A traced file that is renamed
// or deleted makes the trace a lie: every path it names must be a file (or folder) the repository
// tracks, and each trace must still cross the layers it claims to.
const readme = readFileSync("README.md", "utf8");
const section = /## How data flows\n([\s\S]*?)(?=\n## )/.exec(readme)?.[1] ?? "";
const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const files = new Set(tracked);
const folders = new Set(tracked.flatMap((file) => file.split("/").slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join("/"))));

/** Each "### …" example with the repository paths it names in back-ticks, in order. */
function traces(): Array<[string, string[]]> {
  return [...section.matchAll(/### (.+)\n([\s\S]*?)(?=\n### |$)/g)].map(([, title, body]) => [
    title!.trim(),
    [...body!.matchAll(/`((?:app|components|lib|store|config|scripts|proxy)[^`\s]*)`/g)].map((match) => match[1]!),
  ]);
}

const exists = (path: string) => files.has(path) || folders.has(path.replace(/\/$/, ""));

describe("the README's data-flow section", () => {
  it("draws the two paths and traces three requests", () => {
    expect(section).toMatch(/```[\s\S]*lib\/db[\s\S]*```/);
    expect(section).toContain("lib/api");
    expect(traces().map(([title]) => title)).toHaveLength(3);
  });

  it.each(traces())("names only files that exist: %s", (_title, paths) => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });

  it.each(traces())("ends in the data layer: %s", (_title, paths) => {
    expect(paths.some((path) => path.startsWith("lib/db/"))).toBe(true);
  });

  it("names every path in the diagram's legend as a folder that exists", () => {
    const diagram = /```\n([\s\S]*?)\n```/.exec(section)?.[1] ?? "";
    const named = [...diagram.matchAll(/\b((?:app|components|lib|store)(?:\/[\w.[\]*-]+)+)/g)].map((match) => match[1]!.replace(/\/\*.*$/, ""));
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((path) => !exists(path) && !/\*/.test(path))).toEqual([]);
  });
});
