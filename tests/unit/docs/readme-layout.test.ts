import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The README's "Layout" block is where a newcomer learns where things live: it must name every
// folder the repository has and none it lacks. A folder whose line lists sub-folders ("ui/")
// must list all of them.
const readme = readFileSync("README.md", "utf8");
const block = /## Layout\s*\n+```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? "";

/** Top-level folder → its description, continuation lines included. */
function layout(): Map<string, string> {
  const entries = new Map<string, string>();
  let current = "";
  for (const line of block.split("\n")) {
    const entry = /^([\w.-]+)\/\s+(.*)$/.exec(line);
    if (entry) {
      current = entry[1]!;
      entries.set(current, entry[2]!);
    } else if (current && /^\s+\S/.test(line)) {
      entries.set(current, `${entries.get(current)} ${line.trim()}`);
    }
  }
  return entries;
}

// Tracked files only: build output, reports and node_modules are not part of the layout.
const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const foldersIn = (prefix: string) =>
  [...new Set(tracked.filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes("/")).map((file) => file.slice(prefix.length).split("/")[0]!))]
    .filter((name) => !name.startsWith("."))
    .sort();
const namedIn = (description: string) => [...new Set([...description.matchAll(/(?:^|[\s,(])([\w-]+)\/(?=[\s,.;)]|$)/g)].map((match) => match[1]!))].sort();

describe("the README's layout", () => {
  it("is there", () => {
    expect(layout().size).toBeGreaterThan(0);
  });

  it("lists every top-level folder, and only those", () => {
    expect([...layout().keys()].sort()).toEqual(foldersIn(""));
  });

  it.each([...layout()].filter(([, description]) => namedIn(description).length > 0))("lists every folder of %s/, and only those", (folder, description) => {
    expect(namedIn(description)).toEqual(foldersIn(`${folder}/`));
  });
});
