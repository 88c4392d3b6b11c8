/** How a menu marks its entry for the page shown: "page" on the entry's own page, "true" on a page below it. */
export type Mark = "page" | "true";

/** For each entry, the pages on which it is the current one: its own (`page`) and those below it (`below`). */
export type CurrentPages = Record<string, { page?: string[]; below?: string[] }>;

/** The rows [path, entry, mark] of a CurrentPages table, one a page, for `it.each`. */
export const markRows = (pages: CurrentPages): [string, string, Mark][] =>
  Object.entries(pages).flatMap(([entry, { page = [], below = [] }]) => [
    ...page.map((path): [string, string, Mark] => [path, entry, "page"]),
    ...below.map((path): [string, string, Mark] => [path, entry, "true"]),
  ]);
