import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../files-under";

// e2e tests share one browser context per worker (playwright.config.ts, decision 0200).
// Playwright empties it between tests, except for what these calls change: a spec that made one
// on the shared context would hand its permissions, position, offline state or headers to
// whichever test that worker runs next. A context of the test's own (browser.newContext) is
// closed with the test; call them on that, under any other name than `context`.
const NOT_RESET = /\b(?:context|page\.context\(\))\.(grantPermissions|setGeolocation|setOffline|setExtraHTTPHeaders)\(|\bpage\.setExtraHTTPHeaders\(/;

/** "line: code" for each line of `source` that changes what the shared context keeps. */
export function sharedContextLeaks(source: string): string[] {
  return source.split("\n").flatMap((line, index) => (NOT_RESET.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

const specs = filesUnder(path.join("tests", "e2e"), (file) => file.endsWith(".ts"));

describe("e2e specs on the shared browser context", () => {
  it("change nothing the reset between tests leaves in place", () => {
    const leaks = specs.flatMap((file) => sharedContextLeaks(readFileSync(file, "utf8")).map((leak) => `${file}:${leak}`));
    expect(leaks).toEqual([]);
  });

  it("would catch a spec that granted a permission or went offline on it", () => {
    expect(sharedContextLeaks(`await context.grantPermissions(["clipboard-read"]);\nawait page.context().setOffline(true);`)).toEqual([
      '1: await context.grantPermissions(["clipboard-read"]);',
      "2: await page.context().setOffline(true);",
    ]);
    expect(sharedContextLeaks(`const visitor = await browser.newContext();\nawait visitor.setOffline(true);`)).toEqual([]);
  });
});
