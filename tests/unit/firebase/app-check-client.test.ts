import type { FirebaseApp } from "firebase/app";
import { appCheckSettings } from "@/config/app-check";

// firebase/app-check itself is replaced: in Node it can neither load reCAPTCHA nor reach
// Firebase's token exchange. What is checked is what our code asks of it.
const sdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn((app: unknown, options: unknown) => ({ app, options })),
  getToken: vi.fn(async () => ({ token: "app-check-token" })),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey;
  }),
  CustomProvider: vi.fn(function () {}),
}));
vi.mock("firebase/app-check", () => sdk);
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => ({ currentUser: { getIdToken: async () => "id-token" } }) }));

const app = { name: "[DEFAULT]" } as FirebaseApp;

/** A fresh copy of the client modules: App Check starts once per page. */
async function freshPage() {
  vi.resetModules();
  return { ...(await import("@/lib/firebase/app-check")), ...(await import("@/lib/api/core")) };
}

beforeEach(() => {
  vi.clearAllMocks();
  delete (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("which App Check provider a build uses", () => {
  it("is off unless configured, so the README's two commands need no Google service", () => {
    expect(appCheckSettings({})).toBeNull();
    expect(appCheckSettings({ NEXT_PUBLIC_USE_EMULATORS: "true" })).toBeNull();
  });

  it("uses the debug provider against the emulators, reCAPTCHA Enterprise on a real project", () => {
    expect(appCheckSettings({ NEXT_PUBLIC_USE_EMULATORS: "true", NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN: "registered-debug-token", NEXT_PUBLIC_APP_CHECK_SITE_KEY: "site-key" })).toEqual({
      provider: "debug",
      debugToken: "registered-debug-token",
    });
    expect(appCheckSettings({ NEXT_PUBLIC_USE_EMULATORS: "true", NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN: "true" })).toEqual({ provider: "debug", debugToken: true });
    expect(appCheckSettings({ NEXT_PUBLIC_APP_CHECK_SITE_KEY: "site-key" })).toEqual({ provider: "recaptcha-enterprise", siteKey: "site-key" });
  });

  it("never honours a debug token in a build for a real project, whose JavaScript is public", () => {
    expect(appCheckSettings({ NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN: "registered-debug-token" })).toBeNull();
    expect(appCheckSettings({ NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN: "registered-debug-token", NEXT_PUBLIC_APP_CHECK_SITE_KEY: "site-key" })).toEqual({
      provider: "recaptcha-enterprise",
      siteKey: "site-key",
    });
  });
});

describe("App Check in the browser", () => {
  it("does nothing when unconfigured, and calls to our routes carry the ID token alone", async () => {
    const page = await freshPage();
    page.startAppCheck(app, null);
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetch);
    await page.call("/api/products/prod_1/questions", { method: "POST", body: { text: "Is the exam included?" } });
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith("/api/products/prod_1/questions", expect.objectContaining({ headers: { Authorization: "Bearer id-token", "Content-Type": "application/json" } }));
  });

  it("starts reCAPTCHA Enterprise with the site key, and every call to our routes carries its token", async () => {
    vi.stubEnv("NEXT_PUBLIC_APP_CHECK_SITE_KEY", "site-key");
    const page = await freshPage();
    page.startAppCheck(app, { provider: "recaptcha-enterprise", siteKey: "site-key" });
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetch);
    await page.call("/api/products/prod_1/questions", { method: "POST", body: { text: "Is the exam included?" } });
    expect(sdk.ReCaptchaEnterpriseProvider).toHaveBeenCalledWith("site-key");
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(app, { provider: expect.objectContaining({ siteKey: "site-key" }), isTokenAutoRefreshEnabled: true });
    expect(fetch).toHaveBeenCalledWith(
      "/api/products/prod_1/questions",
      expect.objectContaining({ headers: { Authorization: "Bearer id-token", "X-Firebase-AppCheck": "app-check-token", "Content-Type": "application/json" } }),
    );
  });

  it("uses the debug token against the emulators, without loading reCAPTCHA", async () => {
    const page = await freshPage();
    page.startAppCheck(app, { provider: "debug", debugToken: "registered-debug-token" });
    await expect(page.appCheckHeader()).resolves.toEqual({ "X-Firebase-AppCheck": "app-check-token" });
    // The SDK reads the global when initializeAppCheck runs (https://firebase.google.com/docs/app-check/web/debug-provider).
    expect((globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN).toBe("registered-debug-token");
    expect(sdk.ReCaptchaEnterpriseProvider).not.toHaveBeenCalled();
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(app, expect.objectContaining({ provider: expect.any(sdk.CustomProvider) }));
  });

  it("sends no App Check header when no token could be had, leaving the refusal to the server", async () => {
    const page = await freshPage();
    page.startAppCheck(app, { provider: "recaptcha-enterprise", siteKey: "site-key" });
    sdk.getToken.mockRejectedValueOnce(new Error("appCheck/fetch-network-error"));
    await expect(page.appCheckHeader()).resolves.toEqual({});
  });
});
