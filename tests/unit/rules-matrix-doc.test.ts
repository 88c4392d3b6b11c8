import { readFileSync } from "node:fs";
import path from "node:path";
import { DOC_PATH, renderMatrix } from "../../scripts/rules-matrix.mjs";

// The page reviewers read must be the matrix the rules tests run; regenerate with `npm run rules:matrix`.
describe("docs/security/rules-matrix.md", () => {
  it("is what `npm run rules:matrix` generates from tests/rules/matrix-cases.mjs now", () => {
    const committed = readFileSync(path.join(process.cwd(), DOC_PATH), "utf8");
    expect(committed, "the rules matrix page is stale: run `npm run rules:matrix`").toBe(renderMatrix());
  });
});
