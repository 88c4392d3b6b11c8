import { formatDate, formatDay, formatDayMonth, formatPrice } from "@/lib/utils/format";

describe("display formats", () => {
  it("shows dates in Vienna time, so a late-evening UTC update shows the next day", () => {
    expect(formatDate("2026-06-30T22:30:00.000Z")).toBe("1 July 2026");
    expect(formatDate("2026-01-15T12:00:00.000Z")).toBe("15 January 2026");
  });

  // Issue 36: the performance page showed 10/27/2026, 2026-10-27 and 27.10. side by side.
  it("writes a calendar day in the same day-month-year style, whole or short", () => {
    expect(formatDay("2026-10-27")).toBe("27 Oct 2026");
    expect(formatDayMonth("2026-10-27")).toBe("27 Oct");
    // A calendar day is not an instant: no time zone moves it to the day before or after.
    expect(formatDay("2026-03-29")).toBe("29 Mar 2026");
  });

  it("formats prices in euros", () => {
    expect(formatPrice(9.99)).toBe("€9.99");
    expect(formatPrice(1234.5)).toBe("€1,234.50");
  });
});

describe("formatter cost", () => {
  afterEach(() => vi.unstubAllGlobals());

  // A time-zone formatter takes tens of milliseconds to construct in a browser; pages that only
  // import these modules (the product page's question form) must not pay for it while hydrating.
  it("builds no Intl formatter when a page imports the formatting modules, and one of each on first use", async () => {
    vi.resetModules();
    const built = { dates: 0, numbers: 0 };
    vi.stubGlobal("Intl", {
      ...Intl,
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          built.dates += 1;
        }
      },
      NumberFormat: class extends Intl.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          built.numbers += 1;
        }
      },
    });
    const format = await import("@/lib/utils/format");
    const performance = await import("@/lib/creator/vienna-days");
    expect(built).toEqual({ dates: 0, numbers: 0 });

    expect(format.formatDate("2026-01-15T12:00:00.000Z")).toBe("15 January 2026");
    expect(format.formatDate("2026-02-15T12:00:00.000Z")).toBe("15 February 2026");
    expect(format.formatPrice(5)).toBe("€5.00");
    expect(format.formatPrice(6)).toBe("€6.00");
    expect(built).toEqual({ dates: 1, numbers: 1 });

    expect(performance.viennaDay("2026-06-30T22:30:00.000Z")).toBe("2026-07-01");
    expect(performance.viennaDay("2026-06-29T22:30:00.000Z")).toBe("2026-06-30");
    expect(built).toEqual({ dates: 2, numbers: 1 });
  });
});
