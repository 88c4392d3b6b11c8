import Cookies from "js-cookie";
import { cookieBannerGateScript } from "@/components/cookies/cookie-banner-gate";
import { SESSION_HINT_KEY } from "@/lib/auth/session-hint";

// The gate runs as an inline script before the first paint; here it runs against jsdom's document.
const runGate = () => new Function(cookieBannerGateScript)();

describe("the cookie banner's pre-paint gate", () => {
  beforeEach(() => {
    delete document.documentElement.dataset.cookieBanner;
    Cookies.remove("cookiesPermission", { path: "/" });
    Cookies.remove("xcookiesPermission", { path: "/" });
    window.localStorage.clear();
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
    window.localStorage.setItem(SESSION_HINT_KEY, "1");
    runGate();
    expect(document.documentElement.dataset.cookieBanner).toBe("hidden");
  });

  it("is not fooled by another cookie whose name ends the same way", () => {
    Cookies.set("xcookiesPermission", "full", { path: "/" });
    runGate();
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
  });
});
