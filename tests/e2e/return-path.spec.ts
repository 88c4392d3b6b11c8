import { expect, test } from "@playwright/test";
import { createAccount, latestEmail, uniqueEmail } from "./support/emulators";
import { expectSignedIn, passwordField, registerAccount, signInWithPassword } from "./support/sign-in";

// Issue 48: "/login?next=/.//evil.example/phish" and a real sign-in landed the browser on
// http://evil.example/phish: the check accepted the value and returned its normalised path,
// "//evil.example/phish". Every page that sends the browser on after signing in goes through the
// one check in lib/auth/return-path.ts; here each of them is driven with such a next.
// (No request may leave the machine: a page that did navigate away would fail to load, and the
// URL assertions below would still see the other host.)
const TRICKS = ["/.//evil.example/phish", "/%2e//evil.example/phish", "/a/..//evil.example/phish", "/%5c/evil.example/phish"];
const password = "return-path-password-1";

/** The shop's own action page for an emailed link, as Firebase's custom action URL opens it. */
const actionPage = (oobLink: string, change: (params: URLSearchParams) => void = () => {}) => {
  const params = new URL(oobLink).searchParams;
  change(params);
  return `/auth/action?${params}`;
};

test.describe("the sign-in panel", () => {
  for (const next of TRICKS) {
    test(`next=${next} lands on this site after signing in`, async ({ page, baseURL }) => {
      const email = uniqueEmail("panel");
      await createAccount({ email, password, verified: true, record: { firstName: "Rachel", lastName: "Carson" } });
      await signInWithPassword(page, email, password, `/login?next=${encodeURIComponent(next)}`);
      await expectSignedIn(page);
      await expect(page).toHaveURL(`${baseURL}/`);
    });
  }
});

test.describe("the register form", () => {
  test("a next that leaves the site is dropped from the sign-in link and the emailed one, and the new account lands on this site", async ({ page, baseURL }) => {
    const email = uniqueEmail("register-next");
    await registerAccount(page, email, password, `/register?next=${encodeURIComponent(TRICKS[0]!)}`);
    // The page's "Already registered? Sign in" and the one beside the message.
    const signInLinks = page.getByRole("main").getByRole("link", { name: "Sign in", exact: true });
    await expect(signInLinks).toHaveCount(2);
    for (const link of await signInLinks.all()) await expect(link).toHaveAttribute("href", "/login");

    // The verification link, and the same link with its continue page forged to the trick.
    const { oobLink } = await latestEmail(page, email, "VERIFY_EMAIL");
    expect(new URL(oobLink).searchParams.get("continueUrl")).toBe(`${baseURL}/login`);
    await page.goto(actionPage(oobLink, (params) => params.set("continueUrl", `${baseURL}${TRICKS[0]}`)));
    await expect(page.getByText("Your email address is verified. Thank you!")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("Email").fill(email);
    await passwordField(page).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectSignedIn(page);
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test.describe("the email-link completion", () => {
  for (const next of TRICKS.slice(0, 2)) {
    test(`a sign-in link whose next is ${next} lands on this site`, async ({ page, baseURL }) => {
      const email = uniqueEmail("link-next");
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByRole("tab", { name: "Sign-in link" }).click();
      await page.getByLabel("Send the link to").fill(email);
      await page.getByRole("button", { name: "Email me a sign-in link" }).click();
      await expect(page.getByRole("status").filter({ hasText: `We sent a sign-in link to ${email}` })).toBeVisible();

      // What was sent has a safe next; an attacker's copy of such a link would carry the trick.
      const { oobLink } = await latestEmail(page, email, "EMAIL_SIGNIN");
      const forged = `${baseURL}/login/email-link?next=${encodeURIComponent(next)}`;
      await page.goto(actionPage(oobLink, (params) => params.set("continueUrl", forged)));
      await expectSignedIn(page);
      await expect(page).toHaveURL(`${baseURL}/`);
    });
  }

  test("a continue page on another host, or one that normalises to it, still opens the completion on this site", async ({ page, baseURL }) => {
    const email = uniqueEmail("link-host");
    await page.goto("/login");
    await page.getByRole("tab", { name: "Sign-in link" }).click();
    await page.getByLabel("Send the link to").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status").filter({ hasText: `We sent a sign-in link to ${email}` })).toBeVisible();
    const { oobLink } = await latestEmail(page, email, "EMAIL_SIGNIN");
    await page.goto(actionPage(oobLink, (params) => params.set("continueUrl", "https://evil.example/.//evil.example/phish")));
    await expectSignedIn(page);
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});
