import type { FirebaseApp } from "firebase/app";
import type { AppCheck } from "firebase/app-check";
import { APP_CHECK_HEADER, browserAppCheck, type AppCheckSettings } from "@/config/app-check";

type Started = { appCheck: AppCheck; getToken: typeof import("firebase/app-check").getToken };

let started: Promise<Started> | undefined;

/**
 * Starts App Check on the app client.ts just created, when configured. This module and
 * `firebase/app-check` are imported on demand, and only by a build with App Check configured, so
 * no page's first-load JavaScript pays for them (docs/decisions/0138-firebase-app-check.md).
 * https://firebase.google.com/docs/app-check/web/recaptcha-enterprise-provider
 */
export function startAppCheck(app: FirebaseApp, settings: AppCheckSettings | null = browserAppCheck()): void {
  if (!settings || started) return;
  started = import("firebase/app-check").then(({ CustomProvider, getToken, initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
    if (settings.provider === "recaptcha-enterprise") {
      return { appCheck: initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(settings.siteKey), isTokenAutoRefreshEnabled: true }), getToken };
    }
    // Debug mode trades the debug token for App Check tokens and never asks the provider, so a
    // stand-in keeps reCAPTCHA's script off emulator builds
    // (https://firebase.google.com/docs/app-check/web/debug-provider).
    Object.assign(globalThis, { FIREBASE_APPCHECK_DEBUG_TOKEN: settings.debugToken });
    const unused = new CustomProvider({ getToken: () => Promise.reject(new Error("App Check runs in debug mode.")) });
    return { appCheck: initializeAppCheck(app, { provider: unused, isTokenAutoRefreshEnabled: true }), getToken };
  });
}

/**
 * The App Check header for a call to our route handlers, or none when App Check is off or has no
 * token: the server then decides (it refuses only when APP_CHECK_ENFORCE is on).
 */
export async function appCheckHeader(): Promise<Record<string, string>> {
  if (!started) return {};
  try {
    const { appCheck, getToken } = await started;
    return { [APP_CHECK_HEADER]: (await getToken(appCheck)).token };
  } catch {
    return {};
  }
}
