import { isoToTimestamp, timestampToIso } from "@/lib/utils/timestamps";

describe("Firestore timestamps and ISO strings", () => {
  it("converts seconds and nanoseconds to an ISO string", () => {
    expect(timestampToIso({ seconds: 1_700_000_000, nanoseconds: 123_456_789 })).toBe("2023-11-14T22:13:20.123Z");
    expect(timestampToIso({ seconds: 0, nanoseconds: 0 })).toBe("1970-01-01T00:00:00.000Z");
  });

  it("converts an ISO string back to seconds and nanoseconds", () => {
    expect(isoToTimestamp("2023-11-14T22:13:20.123Z")).toEqual({ seconds: 1_700_000_000, nanoseconds: 123_000_000 });
    expect(isoToTimestamp("2026-03-29T02:30:00+02:00")).toEqual({ seconds: 1_774_744_200, nanoseconds: 0 });
  });

  it("round-trips at millisecond precision, also before 1970", () => {
    for (const iso of ["2026-11-22T10:00:00.999Z", "1969-12-31T23:59:59.500Z"]) {
      expect(timestampToIso(isoToTimestamp(iso))).toBe(iso);
    }
  });

  it("rejects values that are not timestamps", () => {
    expect(() => isoToTimestamp("yesterday")).toThrow(RangeError);
    expect(() => timestampToIso({ seconds: Number.NaN, nanoseconds: 0 })).toThrow(RangeError);
    expect(() => timestampToIso({ seconds: 1, nanoseconds: 1e9 })).toThrow(RangeError);
  });
});
