import type { Caption } from "@/lib/types/product";
import { derivedFields } from "@/lib/creator/submission-rules";
import { parseTeamInput, shareSumError, teamProblems } from "@/lib/creator/team-rules";

describe("the payout split rules", () => {
  it("names the current sum when shares do not add up to 100", () => {
    expect(shareSumError([60, 30])).toBe("Shares must add up to 100 % (now 90 %)");
    expect(shareSumError([60, 30, 10])).toBeNull();
  });

  it("reads a team body with emails trimmed and lower-cased, and refuses a body without a payout list", () => {
    expect(parseTeamInput({ payout: [100], invitations: [{ email: "  Mia@X.Test ", share: 5 }] }, ["u1"])).toEqual({
      creators: ["u1"],
      payout: [100],
      invitations: [{ email: "mia@x.test", share: 5 }],
    });
    expect(parseTeamInput({ invitations: [] }, ["u1"])).toBeNull();
    expect(parseTeamInput({ payout: [100], creators: [1] }, ["u1"])).toBeNull();
  });

  it("lists every problem of a team at once", () => {
    const problems = teamProblems(
      { creators: ["u1"], payout: [0], invitations: [{ email: "me@x.test", share: 5 }] },
      { creators: ["u1"], creatorEmails: ["me@x.test"] },
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      "Every creator's share is a whole number from 1 to 100 %.",
      "This person is already a creator of the product.",
      "Shares must add up to 100 % (now 5 %)",
    ]);
  });

  it("refuses an invitation to an address longer than mail can carry, and takes one at the limit", () => {
    const team = (email: string) => teamProblems({ creators: ["u1"], payout: [90], invitations: [{ email, share: 10 }] }, { creators: ["u1"], creatorEmails: [] });
    const domain = "@example.com";
    expect(team(`${"a".repeat(254 - domain.length)}${domain}`)).toEqual([]);
    expect(team(`${"7".repeat(255 - domain.length)}${domain}`).map((problem) => problem.message)).toEqual(["Enter a valid email address for every invitation."]);
  });
});

describe("derived fields", () => {
  it("sum lecture minutes and count sections and lectures", () => {
    const video = (duration: number, captions = [] as Caption[]) => ({ duration, type: "video" as const, captions });
    expect(derivedFields({ sections: [{ id: "a", title: "A" }] }, [video(12), video(7.5)])).toEqual({ length: 19.5, sectionCount: 1, lectureCount: 2, captioned: false });
  });

  it("mark a product captioned only when it has videos and every one has captions", () => {
    const en: Caption[] = [{ language: "en", label: "English", path: "products/p/lectures/l/a.vtt" }];
    const lecture = (type: "video" | "document", captions: Caption[] = []) => ({ duration: 5, type, captions });
    const captioned = (lectures: ReturnType<typeof lecture>[]) => derivedFields({ sections: [] }, lectures).captioned;
    expect(captioned([lecture("video", en), lecture("document"), lecture("video", en)])).toBe(true);
    expect(captioned([lecture("video", en), lecture("video")])).toBe(false);
    expect(captioned([lecture("document"), lecture("document")])).toBe(false);
    expect(captioned([])).toBe(false);
  });
});
