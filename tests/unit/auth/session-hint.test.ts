import type { User } from "firebase/auth";
import { watchSession } from "@/lib/auth/session";
import Cookies from "js-cookie";
import { hasSessionHint, SESSION_HINT_COOKIE, SESSION_HINT_KEY } from "@/lib/auth/session-hint";

let authCallback: ((user: User | null) => void) | undefined;

vi.mock("firebase/auth", () => ({
  onAuthStateChanged: (_auth: unknown, callback: (user: User | null) => void) => {
    authCallback = callback;
    return () => {};
  },
  signOut: vi.fn(),
}));
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => ({}) }));
vi.mock("@/lib/db/products", () => ({ isCreator: vi.fn().mockResolvedValue(false) }));
vi.mock("@/lib/db/users", () => ({ getUserRecord: vi.fn().mockResolvedValue(null) }));
vi.mock("@/lib/auth/load-user-record", () => ({ loadUserRecord: vi.fn().mockResolvedValue(null) }));

const handlers = { signedIn: vi.fn(), recordLoaded: vi.fn(), creatorStatusLoaded: vi.fn(), signedOut: vi.fn() };
const aUser = { uid: "uid-ada", email: "ada@example.com", getIdTokenResult: async () => ({ claims: {} }) } as unknown as User;

beforeEach(() => {
  window.localStorage.clear();
  Cookies.remove(SESSION_HINT_COOKIE, { path: "/" });
});

describe("the session hint follows Firebase Auth's answer", () => {
  it("is set when Auth reports a user and cleared when it reports none", async () => {
    watchSession(handlers);
    expect(hasSessionHint()).toBe(false);
    authCallback?.(aUser);
    expect(hasSessionHint()).toBe(true);
    authCallback?.(null);
    expect(hasSessionHint()).toBe(false);
    expect(handlers.signedOut).toHaveBeenCalled();
  });
});

describe("where the hint is kept", () => {
  it("is written to the cookie the pre-paint gate reads and to localStorage for other tabs, and both go on sign-out", () => {
    watchSession(handlers);
    authCallback?.(aUser);
    expect(Cookies.get(SESSION_HINT_COOKIE)).toBe("1");
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe("1");
    authCallback?.(null);
    expect(Cookies.get(SESSION_HINT_COOKIE)).toBeUndefined();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it("still counts a browser that signed in before the cookie existed (localStorage only)", () => {
    window.localStorage.setItem(SESSION_HINT_KEY, "1");
    expect(hasSessionHint()).toBe(true);
  });

  it("counts the cookie alone", () => {
    Cookies.set(SESSION_HINT_COOKIE, "1", { path: "/" });
    expect(hasSessionHint()).toBe(true);
  });

  it("counts no other cookie: one whose name only ends the same, or whose value only starts with 1", () => {
    Cookies.set(`x${SESSION_HINT_COOKIE}`, "1", { path: "/" });
    Cookies.set(SESSION_HINT_COOKIE, "10", { path: "/" });
    expect(hasSessionHint()).toBe(false);
    Cookies.remove(`x${SESSION_HINT_COOKIE}`, { path: "/" });
  });

  it("clears its cookie on sign-out and leaves the consent cookie alone", () => {
    Cookies.set("cookiesPermission", "full", { path: "/" });
    watchSession(handlers);
    authCallback?.(aUser);
    authCallback?.(null);
    expect(document.cookie).toBe("cookiesPermission=full");
    Cookies.remove("cookiesPermission", { path: "/" });
  });
});
