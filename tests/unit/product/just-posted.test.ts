import { JUST_POSTED_MS, keepJustPosted, readJustPosted } from "@/lib/qa/just-posted";
import type { Question } from "@/lib/types/qa";

const question = (id: string, createdOn: string): Question => ({ id, uid: "u1", authorName: "Ada A.", text: `Question ${id}`, createdOn, answers: [] });
const now = Date.parse("2026-11-25T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

beforeEach(() => sessionStorage.clear());

describe("questions kept over a cached product page", () => {
  it("shows a reload the asker's new questions that the served list does not hold yet, newest first", () => {
    keepJustPosted("prod_a", question("q1", minutesAgo(2)), now);
    keepJustPosted("prod_a", question("q2", minutesAgo(1)), now);
    expect(readJustPosted("prod_a", [], now).map((entry) => entry.id)).toEqual(["q2", "q1"]);
    // Once the page lists one, it is not shown twice.
    expect(readJustPosted("prod_a", ["q1"], now).map((entry) => entry.id)).toEqual(["q2"]);
    expect(readJustPosted("prod_b", [], now)).toEqual([]);
  });

  it("forgets questions after 15 minutes, and survives a damaged entry", () => {
    keepJustPosted("prod_a", question("old", new Date(now - JUST_POSTED_MS - 1).toISOString()), now);
    expect(readJustPosted("prod_a", [], now)).toEqual([]);
    sessionStorage.setItem("vcJustPosted:prod_a", "{not json");
    expect(readJustPosted("prod_a", [], now)).toEqual([]);
    sessionStorage.setItem("vcJustPosted:prod_a", JSON.stringify([{ id: 1 }, question("q3", minutesAgo(1))]));
    expect(readJustPosted("prod_a", [], now).map((entry) => entry.id)).toEqual(["q3"]);
  });
});
