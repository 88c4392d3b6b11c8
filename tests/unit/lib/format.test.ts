import { formatDate, formatPrice } from "@/lib/utils/format";

describe("display formats", () => {
  it("shows dates in Vienna time, so a late-evening UTC update shows the next day", () => {
    expect(formatDate("2026-06-30T22:30:00.000Z")).toBe("1 July 2026");
    expect(formatDate("2026-01-15T12:00:00.000Z")).toBe("15 January 2026");
  });

  it("formats prices in euros", () => {
    expect(formatPrice(9.99)).toBe("€9.99");
    expect(formatPrice(1234.5)).toBe("€1,234.50");
  });
});
