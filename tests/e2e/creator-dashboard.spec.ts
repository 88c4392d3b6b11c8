import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectedPerformance } from "../../scripts/seed-data/sales.mjs";
import { signedInAs } from "./support/roles";

// The seeded sales (scripts/seed-data/sales.mjs) lie 1 to 90 days before the seeding day, never
// on it. Other specs buy the creators' products today, so the ranges here end yesterday: they
// hold exactly the seeded orders of the matching preset.
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" });
const viennaDaysAgo = (days: number) => {
  const [year, month, day] = dayFormat.format(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
};
const euros = (cents: number) => new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(cents / 100);
// Exactly the card's label: the breakdown below the cards has "Your share of these sales".
const card = (page: Page, label: string) => page.locator("dl > div").filter({ has: page.locator("dt").getByText(label, { exact: true }) }).locator("dd");

async function showRange(page: Page, days: number) {
  await page.getByLabel("From", { exact: true }).fill(viennaDaysAgo(days - 1));
  await page.getByLabel("To", { exact: true }).fill(viennaDaysAgo(1));
  await page.getByRole("button", { name: "Show period" }).click();
}

test.describe(() => {
  test.use(signedInAs("creator"));

  test("the creator's performance page shows the seeded totals, per product and as CSV", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/dashboard/performance");
    await expect(page.getByRole("heading", { level: 1, name: "Performance" })).toBeVisible();
    for (const [days, expected] of [
      [30, expectedPerformance.creator.last30],
      [90, expectedPerformance.creator.last90],
      [7, expectedPerformance.creator.last7],
    ] as const) {
      await showRange(page, days);
      await expect(card(page, "Your share")).toHaveText(euros(expected.yourShareCents));
      await expect(card(page, "Units sold")).toHaveText(String(expected.units));
      await expect(card(page, "Enrolments")).toHaveText(String(expected.enrolments));
    }
    // 70 % of the creators' 19.43 of a 29.99 sale: what the payout ledger pays for it.
    await expect(page.getByRole("row", { name: /Integrated Water Resources Management/ })).toContainText("€13.61");
    await expect(page.getByRole("img", { name: /Your share per day/ })).toBeVisible();
    // The 7-day range shown last: what learners paid, broken down to the share on the card.
    const explained = page.getByRole("group").filter({ has: page.getByText("How is this calculated?") });
    await page.getByText("How is this calculated?").focus();
    await page.keyboard.press("Enter");
    await expect(explained.getByText("Prices paid by learners (VAT included)")).toBeVisible();
    await expect(explained.locator("dd").first()).toHaveText(euros(expectedPerformance.creator.last7.grossCents));
    await expect(explained.locator("dd").last()).toHaveText(euros(expectedPerformance.creator.last7.yourShareCents));

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^verdant-performance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

test.describe(() => {
  test.use(signedInAs("cocreator"));

  test("the co-creator sees their own share of the same sales", async ({ page }) => {
    await page.goto("/dashboard/performance");
    await showRange(page, 30);
    await expect(card(page, "Your share")).toHaveText(euros(expectedPerformance.cocreator.last30.yourShareCents));
  });
});

test.describe(() => {
  test.use(signedInAs("creator"));

  test("the dashboard overview lists the creator's products, a rejection reason and a waiting question", async ({ page }) => {
    await page.goto("/dashboard");
    const products = page.getByRole("list", { name: "Your products" });
    await expect(products.getByRole("listitem").filter({ hasText: "Spotting Greenwashing" })).toContainText("Reason for rejection");
    await expect(products.getByRole("listitem").filter({ hasText: "Nature-based Solutions for Flood Risk" })).toContainText("In review");
    await expect(page.getByRole("list", { name: "Latest sales" }).getByRole("listitem")).toHaveCount(10);
    await expect(page.getByRole("list", { name: "Questions waiting for your answer" })).toContainText("consequential LCA");
  });
});

test.describe(() => {
  test.use(signedInAs("creator"));

  test("the latest sale shows the same share, explained in the same cents, on the dashboard and in Payouts", async ({ page }) => {
    const breakdownOf = async (row: Locator) => {
      // A native disclosure: it opens from the keyboard.
      await row.getByText("How is this calculated?").focus();
      await page.keyboard.press("Enter");
      await expect(row.locator("details")).toHaveAttribute("open", "");
      return row.locator("details dd").allTextContents();
    };
    const cents = (text: string) => Math.round(Number(text.replace(/[€,]/g, "").replace("−", "-")) * 100);

    // Other specs may sell a course today: whichever sale is newest, both pages list it first
    // among that course's sales (newest first, and the seeded ones differ only in their day).
    await page.goto("/dashboard");
    const sale = page.getByRole("list", { name: "Latest sales" }).getByRole("listitem").first();
    await expect(sale).toContainText("your share €");
    const title = (await sale.locator("span").first().textContent())!;
    const share = (await sale.locator("span.font-semibold").textContent())!;
    const explained = await breakdownOf(sale);
    // Price − VAT − fee = net; net − commission (− co-creators) = the share the row leads with.
    const [gross, vat, fee, net, commission, ...rest] = explained.map(cents);
    expect(gross! + vat! + fee!).toBe(net);
    expect(net! + commission! + rest.slice(0, -1).reduce((sum, part) => sum + part, 0)).toBe(rest.at(-1));
    expect(explained.at(-1)).toBe(share);
    const held = (await sale.locator("details p").textContent())!.match(/^Held until .+? \d{4}/)![0];

    await page.goto("/dashboard/payouts");
    const entry = page.getByRole("list", { name: "Latest payout entries" }).getByRole("listitem").filter({ hasText: title }).first();
    await expect(entry).toContainText(share);
    expect(await breakdownOf(entry)).toEqual(explained);
    await expect(entry.locator("details p")).toContainText(held);
  });
});

test.describe(() => {
  test.use(signedInAs("fresh"));

  test("a user without products is invited to create a first course", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "Create your first course" })).toHaveAttribute("href", "/dashboard/products/new");
  });
});
