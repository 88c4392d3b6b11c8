import { parseEmailList } from "@/lib/admin/access-input";
import { isEmail } from "@/lib/utils/email";

describe("pasted email lists", () => {
  it("split on commas, semicolons, spaces and newlines, lower-cased, each once, in order", () => {
    expect(parseEmailList(" A@x.at, b@x.at\n\na@X.at;c@x.at  d@x.at ")).toEqual(["a@x.at", "b@x.at", "c@x.at", "d@x.at"]);
    expect(parseEmailList(" , \n")).toEqual([]);
  });

  it("tell typos from addresses", () => {
    expect(isEmail("maya@uni.ac.at")).toBe(true);
    for (const typo of ["maya", "maya@", "@uni.at", "maya@uni", "ma ya@uni.at"]) expect(isEmail(typo)).toBe(false);
  });
});
