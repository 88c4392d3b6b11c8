import { expect, test } from "@playwright/test";

const mainMenu = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });

test("a visitor's menu is Cart, Help, Login, Register", async ({ page }) => {
  await page.goto("/");
  await expect(mainMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Cart", "Help", "Login", "Register"]);
});

test("the menu collapses behind a button on a phone @mobile", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Help" })).toBeHidden();
  await toggle.click();
  await mainMenu(page).getByRole("link", { name: "Help" }).click();
  await expect(page).toHaveURL(/\/support\/help$/);
  await expect(mainMenu(page).getByRole("link", { name: "Help" })).toBeHidden();

  // Escape closes it and hands the focus back to the button; so does a tap beside it.
  await toggle.click();
  await mainMenu(page).getByRole("link", { name: "Cart" }).focus();
  await page.keyboard.press("Escape");
  await expect(mainMenu(page).getByRole("link", { name: "Cart" })).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  // In the page margin below the open menu, which covers the top of the page.
  await page.touchscreen.tap(5, 600);
  await expect(mainMenu(page).getByRole("link", { name: "Cart" })).toBeHidden();
});

test("the footer links lead to the company and policy pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("© 2025 Verdant Campus. All rights reserved.");
  await footer.getByRole("navigation", { name: "Policies" }).getByRole("link", { name: "Cookies policy" }).click();
  await expect(page).toHaveURL(/\/info\/policies\/en\/cookies_policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the head carries versioned icons, the manifest and a white theme colour", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /\?v=1$/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", /\?v=1$/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#ffffff");
  const manifest = await page.request.get("/site.webmanifest?v=1");
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).theme_color).toBe("#ffffff");
});
