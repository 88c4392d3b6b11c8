import { expect, test } from "@playwright/test";

const title = "This website uses cookies";

test.describe("cookie banner", () => {
  test("is in the server's HTML, so a new visitor sees it with the first paint", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(title);
  });

  test("never flashes, not even before hydration, at a browser that chose or had a session", async ({ page, context, baseURL }) => {
    // Whether the banner was visible when the HTML had been parsed, before any bundle ran.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const banner = document.getElementById("cookie-banner");
        (window as unknown as { bannerAtParse: boolean }).bannerAtParse = banner !== null && banner.checkVisibility();
      });
    });
    const bannerAtParse = () => page.evaluate(() => (window as unknown as { bannerAtParse: boolean }).bannerAtParse);

    await page.goto("/support/help");
    expect(await bannerAtParse()).toBe(true);

    await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
    await page.goto("/support/help");
    expect(await bannerAtParse()).toBe(false);

    await context.clearCookies();
    await context.addCookies([{ name: "vcSession", value: "1", url: baseURL! }]);
    await page.goto("/support/help");
    expect(await bannerAtParse()).toBe(false);
  });

  test("a visitor sees it, expands the text and flips Preferences but not Necessary", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("...");

    await banner.getByRole("button", { name: "Show More" }).click();
    await expect(banner).toContainText("deleting the cookiesPermission cookie in your browser.");
    await banner.getByRole("button", { name: "Show Less" }).click();
    await expect(banner).not.toContainText("deleting the cookiesPermission cookie");

    const necessary = banner.getByRole("switch", { name: "Necessary" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const preferences = banner.getByRole("switch", { name: "Preferences" });
    await expect(preferences).not.toBeChecked();
    await preferences.click();
    await expect(preferences).toBeChecked();
  });

  test("'Allow all' stores cookiesPermission=full at path / for 12 months and the banner stays away", async ({ page, context }) => {
    await page.goto("/support/help");
    await page.getByRole("button", { name: "Allow all" }).click();
    await expect(page.getByRole("region", { name: title })).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === "cookiesPermission");
    expect(cookie?.value).toBe("full");
    expect(cookie?.path).toBe("/");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.goto("/info/company/mission");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test("'Allow selection' hides it and stores nothing, so it asks again on the next visit", async ({ page, context }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Allow selection" }).click();
    await expect(page.getByRole("region", { name: title })).toBeHidden();
    expect((await context.cookies()).map((c) => c.name)).not.toContain("cookiesPermission");
    await page.reload();
    await expect(page.getByRole("region", { name: title })).toBeVisible();
  });

  test("a stored 'selection' choice is respected", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookiesPermission", value: "selection", url: baseURL! }]);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test("is usable with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const allowAll = page.getByRole("button", { name: "Allow all" });
    await expect(allowAll).toBeVisible();
    await allowAll.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: title })).toBeHidden();
  });
});
