import Cookies from "js-cookie";
import { cookieBannerGateScript } from "@/components/cookies/cookie-banner-gate";
import { SESSION_HINT_COOKIE, SESSION_HINT_KEY } from "@/lib/auth/session-hint";

// The gate runs as an inline script before the first paint; here it runs against jsdom's document.
const runGate = () => new Function(cookieBannerGateScript)();

describe("the cookie banner's pre-paint gate", () => {
  beforeEach(() => {
    delete document.documentElement.dataset.cookieBanner;
    Cookies.remove("cookiesPermission", { path: "/" });
    Cookies.remove("xcookiesPermission", { path: "/" });
    Cookies.remove(SESSION_HINT_COOKIE, { path: "/" });
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it("leaves the banner visible for a new visitor", () => {
    runGate();
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
  });

  it.each(["full", "selection"])("hides it when the stored choice is '%s'", (value) => {
    Cookies.set("cookiesPermission", value, { path: "/" });
    runGate();
    expect(document.documentElement.dataset.cookieBanner).toBe("hidden");
  });

  it("hides it when this browser had a session", () => {
    Cookies.set(SESSION_HINT_COOKIE, "1", { path: "/" });
    runGate();
    expect(document.documentElement.dataset.cookieBanner).toBe("hidden");
  });

  it("never reads localStorage, whose first read would hold the first paint", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    window.localStorage.setItem(SESSION_HINT_KEY, "1");
    runGate();
    expect(getItem).not.toHaveBeenCalled();
    // A browser with only the older localStorage hint sees the banner until hydration hides it.
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
  });

  it("is not fooled by a session cookie with another value or a longer name", () => {
    Cookies.set(SESSION_HINT_COOKIE, "10", { path: "/" });
    Cookies.set(`x${SESSION_HINT_COOKIE}`, "1", { path: "/" });
    runGate();
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
    Cookies.remove(`x${SESSION_HINT_COOKIE}`, { path: "/" });
  });

  it("is not fooled by another cookie whose name ends the same way", () => {
    Cookies.set("xcookiesPermission", "full", { path: "/" });
    runGate();
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
  });
});
