import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { makeStore, type RootState } from "@/store";

/** Renders with a real store built from `preloadedState`, as the app's StoreProvider does. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, ...options }: { preloadedState?: Partial<RootState> } & RenderOptions = {},
) {
  const store = makeStore(preloadedState);
  // Under fake timers (tests/unit/fake-clock.ts) user-event's pauses must move that clock.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  const result = render(<Provider store={store}>{ui}</Provider>, options);
  return { store, user, ...result };
}
