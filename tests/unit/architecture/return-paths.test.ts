import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../files-under";

// Issue 48: an open redirect after sign-in came from a return path that was checked and then
// used in another form. Every place that reads where to send the browser from the address bar
// (`?next=`, Firebase's `continueUrl`) must read it through the one check in
// lib/auth/return-path.ts, in the same expression, so no unchecked value is ever in hand.
const READS_TARGET = /\.get\(\s*["'](next|continueUrl|returnTo|redirect|redirectTo|return|url)["']\s*\)|searchParams\.(next|continueUrl|returnTo|redirect)\b/;
const CHECKED = /\b(safeReturnPath|linkReturnPath)\(/;

const sources = ["app", "components", "lib", "store"].flatMap((dir) => filesUnder(dir, (file) => /\.(ts|tsx)$/.test(file)));

/** "file:line: code" for each read of a return target that does not go through the check. */
export function uncheckedReads(file: string, source: string): string[] {
  return source.split("\n").flatMap((line, index) => (READS_TARGET.test(line) && !CHECKED.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe("return targets from the address bar", () => {
  it("are all read through safeReturnPath or linkReturnPath", () => {
    expect(sources.flatMap((file) => uncheckedReads(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("would catch a page that sent the browser to ?next= unchecked", () => {
    expect(uncheckedReads("x.tsx", `const next = useSearchParams().get("next");\nrouter.push(next);`)).toEqual(['x.tsx:1: const next = useSearchParams().get("next");']);
    expect(uncheckedReads("x.tsx", `const next = safeReturnPath(useSearchParams().get("next"));`)).toEqual([]);
    expect(uncheckedReads("x.tsx", `const to = params.get("continueUrl");`)).toHaveLength(1);
  });
});
