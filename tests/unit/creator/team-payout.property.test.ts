import fc from "fast-check";
import { TEAM_MAX, parseTeamInput, teamProblems } from "@/lib/creator/team-rules";
import { anyPayout } from "@/tests/factories/payout-splits";

// PUT /api/creator/products/[id]/team is the only way a payout split changes (firestore.rules
// keeps `payout` server-only), so its validation decides who gets paid what.
const isWholePercent = (share: unknown) => typeof share === "number" && Number.isInteger(share) && share >= 1 && share <= 100;
const sum = (shares: unknown[]) => shares.reduce<number>((total, share) => total + (share as number), 0);

const team = fc
  .uniqueArray(fc.stringMatching(/^[A-Za-z0-9]{6,28}$/), { minLength: 1, maxLength: TEAM_MAX })
  .chain((creators) => fc.tuple(fc.constant(creators), anyPayout(creators.length)));

describe("the team route's payout validation", () => {
  it("accepts exactly one whole percent (at least 1) per creator summing to 100, and nothing else", () => {
    fc.assert(
      fc.property(team, ([creators, payout]) => {
        // Parsed as the route parses the request body, then judged against the same creators.
        const input = parseTeamInput({ creators, payout, invitations: [] }, creators);
        expect(input).not.toBeNull();
        const problems = teamProblems(input!, { creators, creatorEmails: [] });
        const valid = payout.length === creators.length && payout.every(isWholePercent) && sum(payout) === 100;
        expect(problems.length === 0).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });
});
