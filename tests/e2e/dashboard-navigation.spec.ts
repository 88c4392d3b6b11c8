import { expect, test, type Page } from "@playwright/test";
import { Timestamp } from "firebase-admin/firestore";
import { createAccount, uniqueEmail, writeNotification } from "./support/emulators";
import { signedInAs } from "./support/roles";
import { signInWithPassword } from "./support/sign-in";

const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

test("the bell shows a signed-in user's unread count, opens their notifications and goes down as they read", async ({ page }) => {
  const email = uniqueEmail("bell");
  const password = "bell-password-1";
  const uid = await createAccount({ email, password, record: { firstName: "Rachel", lastName: "Carson" } });
  await writeNotification(uid, "sale", { title: "New sale: LCA", body: "A learner bought your course.", read: false, createdAt: Timestamp.fromDate(new Date("2025-06-01")) });
  await writeNotification(uid, "review", { title: "New review: LCA", body: "Five stars.", read: false, createdAt: Timestamp.fromDate(new Date("2025-05-01")) });
  await writeNotification(uid, "old", { title: "Welcome", body: "Hello", read: true, createdAt: Timestamp.fromDate(new Date("2024-12-01")) });

  await signInWithPassword(page, email, password, "/login?next=%2Flibrary");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
  await expect(bell(page)).toHaveText("2");
  await bell(page).click();
  await expect(heading(page, "Notifications")).toBeVisible();
  await expect(bell(page)).toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: "Mark as read: New sale: LCA" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  // Counted again by the server on a fresh load: the mark was stored, not only shown.
  await page.goto("/cart");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  await page.goto("/dashboard/notifications");
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(bell(page)).toHaveText("");
});

test("a visitor has no bell", async ({ page }) => {
  await page.goto("/courses");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
});

test.describe(() => {
  test.use(signedInAs("fresh"));

  test("the side menu's Account and Performance sections reach Settings, Notifications, Orders and Payouts through their tabs", async ({ page }) => {
    await page.goto("/dashboard");
    await sideMenu(page).getByRole("link", { name: "Account" }).click();
    await expect(heading(page, "Account")).toBeVisible();
    const accountTabs = page.getByRole("navigation", { name: "Account" });
    await expect(accountTabs.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");

    for (const name of ["Settings", "Notifications", "Orders"]) {
      await accountTabs.getByRole("link", { name }).click();
      await expect(heading(page, name)).toBeVisible();
      await expect(accountTabs.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      // The spec's side menu is unchanged and says which of its sections this page is in.
      await expect(sideMenu(page).getByRole("link")).toHaveText(["Overview", "Account", "Performance", "Guides"]);
      await expect(sideMenu(page).getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "true");
    }

    await sideMenu(page).getByRole("link", { name: "Performance" }).click();
    await expect(heading(page, "Performance")).toBeVisible();
    // From the keyboard: the tab after Performance is Payouts.
    const performanceTabs = page.getByRole("navigation", { name: "Performance" });
    await performanceTabs.getByRole("link", { name: "Performance" }).focus();
    await page.keyboard.press("Tab");
    await expect(performanceTabs.getByRole("link", { name: "Payouts" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(heading(page, "Payouts")).toBeVisible();
    await expect(performanceTabs.getByRole("link", { name: "Payouts" })).toHaveAttribute("aria-current", "page");
    await expect(sideMenu(page).getByRole("link", { name: "Performance" })).toHaveAttribute("aria-current", "true");
  });

  test("a learner with no course is shown how to start on Performance and Payouts, not €0.00", async ({ page }) => {
    for (const path of ["/dashboard/performance", "/dashboard/payouts"]) {
      await page.goto(path);
      const empty = page.getByRole("region", { name: "You haven't published a course yet" });
      await expect(empty).toBeVisible();
      await expect(empty.getByRole("link", { name: "Create your first course" })).toHaveAttribute("href", "/dashboard/products/new");
      await expect(page.getByText("€0.00")).toHaveCount(0);
    }
  });

  test("on a phone the section tabs fit the screen and the bell sits beside the menu button @mobile", async ({ page }) => {
    await page.goto("/dashboard/settings");
    const tabs = page.getByRole("navigation", { name: "Account" }).getByRole("link");
    await expect(tabs).toHaveCount(4);
    const width = page.viewportSize()!.width;
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(bell(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
