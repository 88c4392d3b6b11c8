import { act, waitFor } from "@testing-library/react";
import { AuthListener } from "@/components/auth/auth-listener";
import { watchSession, type SessionHandlers } from "@/lib/auth/session";
import { notifyAuthStarted, SESSION_HINT_KEY } from "@/lib/auth/session-hint";
import { renderWithProviders } from "../render";

vi.mock("@/lib/auth/session", () => ({ watchSession: vi.fn() }));
vi.mock("@/lib/db/relations", () => ({ ownedProductIds: vi.fn().mockResolvedValue([]) }));
vi.mock("@/lib/db/users", () => ({ updateCart: vi.fn() }));

let handlers: SessionHandlers | undefined;

beforeEach(() => {
  window.localStorage.clear();
  handlers = undefined;
  vi.mocked(watchSession).mockReset().mockImplementation((given) => {
    handlers = given;
    return () => {};
  });
});

describe("who is signed in, without Firebase Auth for visitors", () => {
  it("treats a browser that never signed in as a visitor at once and never starts Auth", async () => {
    const { store } = renderWithProviders(<AuthListener />);
    expect(store.getState().user.authResolved).toBe(true);
    expect(store.getState().user.session).toBeNull();
    // Give a lazy import every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watchSession).not.toHaveBeenCalled();
  });

  it("asks Firebase Auth when this browser had a session, and waits for its answer", async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, "1");
    const { store } = renderWithProviders(<AuthListener />);
    expect(store.getState().user.authResolved).toBe(false);
    await waitFor(() => expect(watchSession).toHaveBeenCalledTimes(1));
    act(() => handlers?.signedIn({ uid: "uid-ada", email: "ada@example.com", isAdmin: false }));
    expect(store.getState().user.session?.uid).toBe("uid-ada");
  });

  it("follows the session a sign-in form starts in this tab", async () => {
    const { store } = renderWithProviders(<AuthListener />);
    act(() => notifyAuthStarted());
    await waitFor(() => expect(watchSession).toHaveBeenCalledTimes(1));
    act(() => handlers?.signedIn({ uid: "uid-bo", email: "bo@example.com", isAdmin: true }));
    expect(store.getState().user.session).toEqual({ uid: "uid-bo", email: "bo@example.com", isAdmin: true });
    // Starting Auth again (another form) does not subscribe twice.
    act(() => notifyAuthStarted());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watchSession).toHaveBeenCalledTimes(1);
  });

  it("follows a sign-in made in another tab", async () => {
    renderWithProviders(<AuthListener />);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: SESSION_HINT_KEY, newValue: "1" }));
    });
    await waitFor(() => expect(watchSession).toHaveBeenCalledTimes(1));
  });
});
