import { expect, test } from "@playwright/test";

// Issue 36: at 390 px the cart showed a course title one letter per line in a row ~700 px tall,
// on the page where money changes hands. The layout itself is asserted: widths, not pixels.
test.describe("@mobile the cart on a phone 390 pixels wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a long course title stays readable, and price and Remove stay on screen", async ({ page }) => {
    await page.goto("/courses");
    const results = page.getByRole("list", { name: "Search results" });
    const titles = await results.getByRole("heading").allTextContents();
    const longest = titles.reduce((a, b) => (b.length > a.length ? b : a));
    await results.getByRole("link", { name: longest }).first().click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.goto("/cart");

    const row = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").first();
    const title = row.getByRole("link", { name: longest });
    await expect(title).toBeVisible();
    const titleBox = (await title.boundingBox())!;
    const rowBox = (await row.boundingBox())!;
    expect(titleBox.width).toBeGreaterThan(150);
    expect(rowBox.height).toBeLessThan(260);
    for (const part of [row.getByText(/€\d/), row.getByRole("button", { name: `Remove ${longest} from your cart` })]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
