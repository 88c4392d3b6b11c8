import { nextWindow, waitWords } from "@/lib/security/rate-window";

const HOUR = 60 * 60 * 1000;

describe("a fixed rate-limit window", () => {
  it("opens with the first call and counts up to the limit, then refuses", () => {
    let window = nextWindow(null, 1_000, 3, HOUR);
    expect(window).toEqual({ startedAt: 1_000, count: 1 });
    window = nextWindow(window, 2_000, 3, HOUR);
    window = nextWindow(window, 3_000, 3, HOUR);
    expect(window).toEqual({ startedAt: 1_000, count: 3 });
    expect(nextWindow(window, 4_000, 3, HOUR)).toBeNull();
  });

  it("starts over once the window has passed, or when a clock is a whole window behind", () => {
    const full = { startedAt: 10 * HOUR, count: 3 };
    expect(nextWindow(full, 11 * HOUR - 1, 3, HOUR)).toBeNull();
    expect(nextWindow(full, 11 * HOUR, 3, HOUR)).toEqual({ startedAt: 11 * HOUR, count: 1 });
    expect(nextWindow(full, 9 * HOUR, 3, HOUR)).toEqual({ startedAt: 9 * HOUR, count: 1 });
  });

  // Two exports at once both ran: the second call's time was read a moment before the first's,
  // but its transaction came after, and an earlier time used to open a fresh window.
  it("counts a call that started a moment before the window opened in that window", () => {
    expect(nextWindow({ startedAt: 10 * HOUR, count: 1 }, 10 * HOUR - 30, 1, HOUR)).toBeNull();
    expect(nextWindow({ startedAt: 10 * HOUR, count: 1 }, 10 * HOUR - 30, 3, HOUR)).toEqual({ startedAt: 10 * HOUR, count: 2 });
  });

  it("says how long to wait in words a person reads", () => {
    expect(waitWords(1)).toBe("1 second");
    expect(waitWords(45)).toBe("45 seconds");
    expect(waitWords(3599)).toBe("60 minutes");
    expect(waitWords(600)).toBe("10 minutes");
  });
});
