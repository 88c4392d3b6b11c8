import fc from "fast-check";
import { invitationAnswerBody, isShare, performanceFormat, shareSumError, TEAM_MAX, teamBody, teamShape } from "@/lib/schemas/creator";
import { allProblems, firstProblem, parseOrRefuse } from "@/lib/schemas/parse";
import { anyPayout } from "@/tests/factories/payout-splits";

const problems = (body: unknown, current = { creators: ["u1"], creatorEmails: [] as string[] }) => allProblems(teamBody(current), body);

describe("the payout split rules", () => {
  it("names the current sum when shares do not add up to 100", () => {
    expect(shareSumError([60, 30])).toBe("Shares must add up to 100 % (now 90 %)");
    expect(shareSumError([60, 30, 10])).toBeNull();
  });

  it.each([0, -1, 101, 1.5, Number.NaN, "50", null])("%j is not a share", (share) => {
    expect(isShare(share)).toBe(false);
  });

  it("reads a team body with emails trimmed and lower-cased, and refuses a body without a payout list", () => {
    expect(parseOrRefuse(teamShape(["u1"]), { payout: [100], invitations: [{ email: "  Mia@X.Test ", share: 5 }] }, "creator/invalid-team")).toEqual({
      creators: ["u1"],
      payout: [100],
      invitations: [{ email: "mia@x.test", share: 5 }],
    });
    for (const body of [{ invitations: [] }, { payout: [100], creators: [1] }, { payout: [100], invitations: null }, null, [100]]) {
      expect(() => parseOrRefuse(teamShape(["u1"]), body, "creator/invalid-team")).toThrow(
        expect.objectContaining({ status: 400, code: "creator/invalid-team", message: "Send the payout split and the invitations.", details: {} }),
      );
    }
  });

  it("lists every problem of a team at once, each with its field", () => {
    expect(problems({ creators: ["u1"], payout: [0], invitations: [{ email: "me@x.test", share: 5 }] }, { creators: ["u1"], creatorEmails: ["me@x.test"] })).toEqual([
      { field: "payout", message: "Every creator's share is a whole number from 1 to 100 %." },
      { field: "invitations", message: "This person is already a creator of the product." },
      { field: "payout", message: "Shares must add up to 100 % (now 5 %)" },
    ]);
  });

  it("keeps the lead first and only current co-creators", () => {
    expect(problems({ creators: ["u2"], payout: [100] }, { creators: ["u1", "u2"], creatorEmails: [] }).map((problem) => problem.message)).toEqual([
      "The lead creator stays first and cannot be removed.",
    ]);
    expect(problems({ creators: ["u1", "u9"], payout: [50, 50] }).map((problem) => problem.message)).toEqual(["Only current co-creators can be kept; invite new people by email."]);
    expect(problems({ creators: ["u1"], payout: [50, 50] }).map((problem) => problem.message)).toEqual(["Give every creator a share."]);
  });

  it("refuses an invitation to an address longer than mail can carry, and takes one at the limit", () => {
    const team = (email: string) => problems({ payout: [90], invitations: [{ email, share: 10 }] });
    const domain = "@example.com";
    expect(team(`${"a".repeat(254 - domain.length)}${domain}`)).toEqual([]);
    expect(team(`${"7".repeat(255 - domain.length)}${domain}`).map((problem) => problem.message)).toEqual(["Enter a valid email address for every invitation."]);
  });

  it("refuses a split with a negative share even when it adds up to 100 %", () => {
    expect(problems({ payout: [110, -10] }, { creators: ["lead", "co"], creatorEmails: [] })).toContainEqual({ field: "payout", message: "Every creator's share is a whole number from 1 to 100 %." });
  });

  it("refuses duplicate invitations and more than 10 people", () => {
    const invitations = Array.from({ length: TEAM_MAX }, (_, index) => ({ email: `p${index}@x.test`, share: 1 }));
    expect(problems({ payout: [90], invitations }).map((problem) => problem.message)).toContain(`A product can have at most ${TEAM_MAX} people, invitations included.`);
    expect(problems({ payout: [80], invitations: [{ email: "a@x.test", share: 10 }, { email: "A@x.test", share: 10 }] }).map((problem) => problem.message)).toEqual([
      "Invite each email address only once.",
    ]);
  });
});

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
        const found = allProblems(teamBody({ creators, creatorEmails: [] }), { creators, payout, invitations: [] });
        const valid = payout.length === creators.length && payout.every(isWholePercent) && sum(payout) === 100;
        expect(found.length === 0).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });
});

describe("an invitation's answer", () => {
  it.each([undefined, "yes", 1, null])("refuses %j", (accept) => {
    expect(firstProblem(invitationAnswerBody, { accept })?.message).toBe("Choose accept or decline.");
  });
});

describe("the performance download's format", () => {
  it("is JSON unless csv is asked for, and nothing else", () => {
    expect(parseOrRefuse(performanceFormat, undefined, "performance/invalid-format")).toBe("json");
    expect(parseOrRefuse(performanceFormat, "csv", "performance/invalid-format")).toBe("csv");
    expect(firstProblem(performanceFormat, "")?.message).toBe("Choose the format json or csv.");
    expect(firstProblem(performanceFormat, "xml")?.message).toBe("Choose the format json or csv.");
  });
});
