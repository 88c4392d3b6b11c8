import { expect, type Page } from "@playwright/test";

export const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The password field of /login's default tab (its tab panel is also named "Password"). */
export const passwordField = (page: Page) => page.getByRole("tabpanel", { name: "Password" }).getByLabel("Password");

/** Email and password on /login (the default tab). */
export async function signInWithPassword(page: Page, email: string, password: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await passwordField(page).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export async function expectSignedIn(page: Page) {
  await expect(mainMenu(page).getByRole("link", { name: "Library" })).toBeVisible();
}

/** Fills /register (or `path`) and creates the account; every registration ends in "Check your email" (issue 48). */
export async function registerAccount(page: Page, email: string, password: string, path = "/register") {
  await page.goto(path);
  await page.getByLabel("First name").fill("Rachel");
  await page.getByLabel("Last name").fill("Carson");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();
}
