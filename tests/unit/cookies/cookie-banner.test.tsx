import { act, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { CookieBanner } from "@/components/cookies/cookie-banner";
import { cookieBannerText } from "@/config/cookies";
import { SESSION_HINT_KEY } from "@/lib/auth/session-hint";
import { signedOut as signedOutAction } from "@/store/user-slice";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

const signedOut = { user: { authResolved: true, session: null, record: null, isCreator: false } };

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
}

describe("cookie banner", () => {
  beforeEach(() => {
    clearCookies();
    window.localStorage.clear();
  });

  it("shows before the auth state is known when this browser never had a session", () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole("heading", { name: "This website uses cookies" })).toBeInTheDocument();
  });

  it("waits for the auth state when this browser had a session, and shows after a sign-out", () => {
    window.localStorage.setItem(SESSION_HINT_KEY, "1");
    const { store } = renderWithProviders(<CookieBanner />);
    expect(screen.queryByText("This website uses cookies")).not.toBeInTheDocument();
    act(() => {
      store.dispatch(signedOutAction());
    });
    expect(screen.getByRole("heading", { name: "This website uses cookies" })).toBeInTheDocument();
  });

  it("hands the decision from the pre-paint gate to React once hydrated", () => {
    document.documentElement.dataset.cookieBanner = "hidden";
    renderWithProviders(<CookieBanner />, { preloadedState: signedOut });
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
  });

  it("shows to a signed-out visitor with no stored choice", () => {
    renderWithProviders(<CookieBanner />, { preloadedState: signedOut });
    expect(screen.getByRole("heading", { name: "This website uses cookies" })).toBeInTheDocument();
  });

  it("does not show to a signed-in user", () => {
    renderWithProviders(<CookieBanner />, { preloadedState: signedInAs(aSession()) });
    expect(screen.queryByText("This website uses cookies")).not.toBeInTheDocument();
  });

  it.each(["full", "selection"])("does not show when the stored choice is '%s'", (value) => {
    Cookies.set("cookiesPermission", value, { path: "/" });
    renderWithProviders(<CookieBanner />, { preloadedState: signedOut });
    expect(screen.queryByText("This website uses cookies")).not.toBeInTheDocument();
  });

  it("collapses the text to its first 10 words and toggles Show More / Show Less", async () => {
    const { user } = renderWithProviders(<CookieBanner />, { preloadedState: signedOut });
    const firstTen = cookieBannerText.split(" ").slice(0, 10).join(" ");
    expect(screen.getByText(`${firstTen}...`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(cookieBannerText, { exact: false })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show More" }));
    expect(screen.getByText(cookieBannerText, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");

    await user.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.getByRole("button", { name: "Show More" })).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps Necessary on and locked, and Preferences off until switched", async () => {
    const { user } = renderWithProviders(<CookieBanner />, { preloadedState: signedOut });
    const necessary = screen.getByRole("switch", { name: "Necessary" });
    const preferences = screen.getByRole("switch", { name: "Preferences" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(preferences).not.toBeChecked();

    await user.click(necessary);
    expect(necessary).toBeChecked();
    await user.click(preferences);
    expect(preferences).toBeChecked();
    expect(Cookies.get("cookiesPermission")).toBeUndefined();
  });

  it("'Allow all' stores cookiesPermission=full and hides the banner", async () => {
    const written = vi.spyOn(Document.prototype, "cookie", "set");
    const { user } = renderWithProviders(<CookieBanner />, { preloadedState: signedOut });
    await user.click(screen.getByRole("button", { name: "Allow all" }));
    expect(Cookies.get("cookiesPermission")).toBe("full");
    // For the whole site, for a year, sent on same-site navigations; not HTTPS-only on http://.
    const [cookie] = written.mock.calls.at(-1) ?? [""];
    const attributes = new Map(cookie.split("; ").slice(1).map((pair) => [pair.split("=")[0]!.toLowerCase(), pair.split("=")[1]]));
    expect(attributes.get("path")).toBe("/");
    expect(attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(attributes.has("secure")).toBe(false);
    const expires = Date.parse(attributes.get("expires") ?? "");
    expect(Math.abs(expires - (Date.now() + 365 * 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
    expect(screen.queryByText("This website uses cookies")).not.toBeInTheDocument();
  });

  it("'Allow selection' hides the banner and stores nothing", async () => {
    const { user } = renderWithProviders(<CookieBanner />, { preloadedState: signedOut });
    await user.click(screen.getByRole("switch", { name: "Preferences" }));
    await user.click(screen.getByRole("button", { name: "Allow selection" }));
    expect(screen.queryByText("This website uses cookies")).not.toBeInTheDocument();
    expect(Cookies.get()).toEqual({});
  });
});
