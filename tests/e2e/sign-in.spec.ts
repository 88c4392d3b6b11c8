import { expect, test, type Page } from "@playwright/test";

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function signIn(page: Page, email: string, password: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("tabpanel", { name: "Password" }).getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a signed-in user sees Library, Cart, Dashboard, Account, Help, no cookie banner, and can sign out", async ({ page, context }) => {
  // Whether the banner was visible when the HTML had been parsed, before any bundle ran.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const banner = document.getElementById("cookie-banner");
      (window as unknown as { bannerAtParse: boolean }).bannerAtParse = banner !== null && banner.checkVisibility();
    });
  });
  const sessionCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "vcSession");

  await signIn(page, "buyer@verdant.test", "buyer-password-1");
  await expect(page).toHaveURL(/\/$/);
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Library", "Cart", "Dashboard", "Account", "Help"]);
  await expect(page.getByText("This website uses cookies")).toHaveCount(0);
  expect((await sessionCookie())?.value).toBe("1");

  await page.reload();
  await expect(mainMenu(page).getByRole("link", { name: "Library" })).toBeVisible();
  // The session cookie lets the pre-paint gate keep the banner away on a signed-in reload.
  expect(await page.evaluate(() => (window as unknown as { bannerAtParse: boolean }).bannerAtParse)).toBe(false);

  await mainMenu(page).getByRole("button", { name: "Sign out" }).click();
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Cart", "Help", "Login", "Register"]);
  await expect(page.getByRole("region", { name: "This website uses cookies" })).toBeVisible();
  expect(await sessionCookie()).toBeUndefined();
});

test("an admin also sees Admin", async ({ page }) => {
  await signIn(page, "admin@verdant.test", "admin-password-1");
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Library", "Cart", "Dashboard", "Account", "Help", "Admin"]);
});

test("a wrong password is explained beside the form and the typed email stays", async ({ page }) => {
  await signIn(page, "buyer@verdant.test", "not-the-password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not right. Check both and try again.");
  await expect(page.getByLabel("Email")).toHaveValue("buyer@verdant.test");
  await expect(mainMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
});

test("after sign-in the user returns to the page they came from, never to another site", async ({ page }) => {
  await signIn(page, "fresh@verdant.test", "fresh-password-1", "/login?next=%2Fsupport%2Fhelp");
  await expect(page).toHaveURL(/\/support\/help$/);
});

test("an open-redirect attempt through the return path lands on the home page", async ({ page }) => {
  await signIn(page, "fresh@verdant.test", "fresh-password-1", "/login?next=%2F%2Fevil.example%2Fphish");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});
