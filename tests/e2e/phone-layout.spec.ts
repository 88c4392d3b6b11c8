import { expect, test, type Locator, type Page } from "@playwright/test";

// Issue 36 item 9: on a phone /courses' eight filters filled the first screen, and a product's
// price and Add to cart sat below the preview with the last tab clipped ("Resourc"). The layout
// is asserted as positions and sizes, so a new Chromium's anti-aliasing cannot break it.
const box = async (locator: Locator) => (await locator.boundingBox())!;

async function openCourseWithPreview(page: Page) {
  // A seeded course with a preview video (scripts/seed-data).
  await page.goto("/courses?type=video_courses");
  await page.getByRole("list", { name: "Search results" }).getByRole("link", { name: "Solar and Wind Grid Integration" }).click();
  await expect(page.getByRole("tablist", { name: "Course details" })).toBeVisible();
}

test.describe("@mobile on a phone 390 pixels wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the catalogue's filters are folded under one toggle, and the results start on the first screen", async ({ page }) => {
    await page.goto("/courses");
    const type = page.getByLabel("Type", { exact: true });
    await expect(type).toBeHidden();
    const firstResult = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first();
    expect((await box(firstResult)).y).toBeLessThan(844);

    const toggle = page.locator("summary", { hasText: "Filters and order" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await type.selectOption("documents");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/type=documents/);
    // The folded panel says that a filter is on, so a narrowed list does not pass for the whole catalogue.
    await expect(page.locator("summary", { hasText: "Filters and order (1 chosen)" })).toBeVisible();
  });

  test("a product's price and Add to cart come before its preview, and every tab fits", async ({ page }) => {
    await openCourseWithPreview(page);
    const buy = page.getByRole("button", { name: "Add to cart" });
    const preview = page.getByRole("heading", { name: "Preview" });
    await expect(preview).toBeVisible();
    expect((await box(buy)).y).toBeLessThan((await box(preview)).y);

    const tabs = page.getByRole("tablist", { name: "Course details" });
    const list = await box(tabs);
    for (const tab of await tabs.getByRole("tab").all()) {
      const { x, width } = await box(tab);
      expect(x).toBeGreaterThanOrEqual(list.x);
      expect(x + width).toBeLessThanOrEqual(list.x + list.width + 0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("on a wide screen the filters stay open without a toggle, and the buy box is the column beside the preview", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/courses");
  await expect(page.getByLabel("Type", { exact: true })).toBeVisible();
  await expect(page.locator("summary", { hasText: "Filters and order" })).toBeHidden();

  await openCourseWithPreview(page);
  const buy = await box(page.getByRole("complementary", { name: "Price and details" }));
  const preview = await box(page.getByRole("heading", { name: "Preview" }));
  expect(buy.x).toBeGreaterThan(preview.x + preview.width);
  expect(buy.y).toBeLessThan(preview.y);
});
