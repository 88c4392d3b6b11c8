import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { useWhenSignedIn } from "@/components/auth/use-when-signed-in";
import { makeStore } from "@/store";
import { signedIn, signedOut } from "@/store/user-slice";
import { aSession } from "@/tests/factories/user";

function setUp() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useWhenSignedIn(), { wrapper });
  return { store, whenSignedIn: result.current };
}

describe("navigating after a sign-in", () => {
  afterEach(() => vi.useRealTimers());

  it("waits until the auth listener has stored the session, so a guarded page does not send the user back to sign in", () => {
    const { store, whenSignedIn } = setUp();
    store.dispatch(signedOut());
    const go = vi.fn();
    whenSignedIn(go);
    expect(go).not.toHaveBeenCalled();
    store.dispatch(signedIn(aSession()));
    expect(go).toHaveBeenCalledTimes(1);
    store.dispatch(signedIn(aSession({ uid: "other" })));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("goes at once when the session is already there", () => {
    const { store, whenSignedIn } = setUp();
    store.dispatch(signedIn(aSession()));
    const go = vi.fn();
    whenSignedIn(go);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("still goes when the listener never reports, rather than leaving the user on the sign-in page", () => {
    vi.useFakeTimers();
    const { whenSignedIn } = setUp();
    const go = vi.fn();
    whenSignedIn(go);
    vi.advanceTimersByTime(9_999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
  });
});
