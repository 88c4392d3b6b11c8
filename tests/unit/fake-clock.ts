import { act } from "@testing-library/react";

/**
 * Fake timers for the tests of a debounce: the test moves the clock past the delay instead of
 * sleeping through it. The clock still follows real time too, so `findBy…` and `waitFor` work as
 * elsewhere; `renderWithProviders` hands the clock to user-event.
 */
export function withFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Moves the fake clock on by `ms`, running what falls due (and React's updates) on the way. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
