import { expect, it } from "vitest";

/** A guard that reads a module's text and names each offending line as "line: text". */
type LineCheck = (source: string) => string[];

/** [what the row is, the line of source], for the test names and the guard. */
type Row = [string, string];

/**
 * The guard's own tests: each caught line, standing second in a small module, is named as line 2;
 * each passed line, alone, is not named at all.
 */
export function itChecksLines(check: LineCheck, rows: { caught: Row[]; passed: Row[] }) {
  it.each(rows.caught)("catches %s", (_, line) => {
    expect(check(`import x from "y";\n${line}\n`)).toEqual([expect.stringMatching(/^2: /)]);
  });

  it.each(rows.passed)("lets %s pass", (_, line) => {
    expect(check(line)).toEqual([]);
  });
}
