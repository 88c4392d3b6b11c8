import { normalisePhoneNumber } from "@/lib/auth/phone";
import { splitDisplayName } from "@/lib/auth/user-record";

describe("names from a provider's display name", () => {
  it.each([
    ["Ada King Lovelace", "Ada", "King Lovelace"],
    ["  Wangari   Maathai ", "Wangari", "Maathai"],
    ["Plato", "Plato", ""],
    ["", "", ""],
  ])("%j becomes first %j and last %j", (displayName, firstName, lastName) => {
    expect(splitDisplayName(displayName)).toEqual({ firstName, lastName });
  });

  it("never exceeds the record's 100-character limit", () => {
    const { firstName, lastName } = splitDisplayName(`${"a".repeat(150)} ${"b".repeat(150)}`);
    expect(firstName).toHaveLength(100);
    expect(lastName).toHaveLength(100);
  });
});

describe("phone numbers", () => {
  it.each([
    ["+43 660 123 4567", "+436601234567"],
    ["+1 (415) 555-0100", "+14155550100"],
  ])("accepts %j in international format", (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it.each(["0660 1234567", "+0 660 1234567", "+43", "+43 660 abc", "+1234567890123456"])("refuses %j", (input) => {
    expect(normalisePhoneNumber(input)).toBeNull();
  });
});
