import { expect, test, type Page } from "@playwright/test";

// Runs against the demo seed (scripts/seed-data/product-data.mjs): 13 approved products at
// 4 universities, 3 of them free.
const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const cards = (page: Page) => results(page).getByRole("listitem");
const titles = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();

/** Each card's price as a number: "Free" is 0, "€12.99" is 12.99. */
async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => {
    const match = /(Free|€\s?([\d.,]+))\s*$/.exec(text.trim());
    if (!match) throw new Error(`No price in card: ${text}`);
    return match[1] === "Free" ? 0 : Number(match[2]!.replace(/,/g, ""));
  });
}

test.beforeEach(async ({ context, baseURL }) => {
  // A stored choice keeps the cookie banner from covering the form.
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
});

test("a visitor searches from the home page and finds the seeded carbon courses", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("search", { name: "Search courses" }).getByLabel("Search courses").fill("carbon");
  await page.getByRole("search", { name: "Search courses" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/courses\?q=carbon$/);
  // One by its title, one by its university course "Carbon Accounting and Climate Policy", one by
  // its description ("soil organic carbon").
  await expect(cards(page)).toHaveCount(3);
  expect((await titles(page)).sort()).toEqual(["Carbon Pricing and Policy Instruments", "GHG Protocol Scopes 1–3 Workbook", "Soil Health Indicators"]);
  await expect(page.getByText("3 courses found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/courses");
});

test("the Free filter shows only free courses", async ({ page }) => {
  await page.goto("/courses");
  await page.getByLabel("Price", { exact: true }).selectOption({ label: "Free" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  // The form sends every field; the page redirects to the short URL a visitor can share.
  await expect(page).toHaveURL(/\/courses\?price=free$/);
  await expect(cards(page)).toHaveCount(3);
  expect(await prices(page)).toEqual([0, 0, 0]);
  expect((await titles(page)).sort()).toEqual([
    "Carbon Pricing and Policy Instruments",
    "Circular Business Model Canvas Guide",
    "Designing for a Circular Economy",
  ]);
});

test("after Back, the fields show the filters of the results beneath them, not the ones chosen before leaving", async ({ page }) => {
  await page.goto("/courses");
  await expect(cards(page)).toHaveCount(12);
  await page.getByLabel("Search courses").fill("water");
  await page.getByLabel("Type", { exact: true }).selectOption("documents");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/type=documents/);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByLabel("Search courses")).toHaveValue("");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("");
  await page.goForward();
  await expect(page.getByLabel("Search courses")).toHaveValue("water");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("documents");
});

test("the university filter shows only that university's courses", async ({ page }) => {
  await page.goto("/courses");
  await page.getByLabel("University").selectOption({ label: "Lund University" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(cards(page)).toHaveCount(3);
  // innerText follows the CSS upper-casing of the card's type line.
  for (const text of await cards(page).allInnerTexts()) expect(text.toLowerCase()).toContain("· lund");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("University: Lund");
});

test("sorting by price puts the cheapest first", async ({ page }) => {
  await page.goto("/courses");
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  const list = await prices(page);
  expect(list.length).toBeGreaterThan(2);
  expect(list[0]!).toBeLessThanOrEqual(list[1]!);
  expect(list).toEqual([...list].sort((a, b) => a - b));
  // The free courses come first; the dearest (€79) is on the second page of 13.
  expect(list[0]).toBe(0);
});

test("Next page shows the following courses, none of the first page's", async ({ page }) => {
  await page.goto("/courses?sort=newest");
  // The demo seed has 13 approved products (one full page of 12 and one more); other specs
  // running at the same time may approve a few more.
  const found = await page.getByText(/\d+ courses found/).textContent();
  expect(Number(found?.match(/(\d+) courses found/)?.[1])).toBeGreaterThan(12);
  const first = await titles(page);
  expect(first).toHaveLength(12);
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/after=/);
  const second = await titles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((title) => first.includes(title))).toEqual([]);
  await page.getByRole("link", { name: "First page" }).click();
  await expect(page).not.toHaveURL(/after=/);
  await expect.poll(() => titles(page)).toEqual(first);
});

test("a search without matches says so and suggests what to try", async ({ page }) => {
  await page.goto("/courses?q=quantum+chromodynamics");
  await expect(page.getByText("No courses match your search.")).toBeVisible();
  await expect(page.getByText(/Try fewer or more general words/)).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("search finds a description's word, a university course code, an abbreviation and a word with a typo", async ({ page }) => {
  const search = async (words: string) => {
    await page.getByLabel("Search courses").fill(words);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(`/courses?q=${encodeURIComponent(words).replace(/%20/g, "+")}`);
  };
  await page.goto("/courses");
  await search("battery");
  await expect.poll(() => titles(page)).toEqual(["Solar and Wind Grid Integration"]);
  await search("SET-3015");
  expect((await titles(page)).sort()).toEqual(["Community Energy and Citizen Participation", "Solar and Wind Grid Integration"]);
  await search("LCA");
  await expect.poll(() => titles(page)).toEqual(["Life Cycle Assessment in Practice"]);
  await expect(page.getByRole("status").filter({ hasText: "similar words" })).toHaveCount(0);
  await search("energi");
  await expect(page.getByText("No exact matches for “energi”: showing courses with similar words.")).toBeVisible();
  expect(await titles(page)).toContain("Community Energy and Citizen Participation");
});

test("an empty result suggests the nearest words and leads to the universities", async ({ page }) => {
  await page.goto("/courses?q=batterie");
  await expect(page.getByText("No courses match your search.")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  const suggestions = page.getByRole("list", { name: "Did you mean:" });
  await expect(suggestions.getByRole("link")).toHaveText(["battery"]);
  await expect(page.getByRole("link", { name: "Browse courses by university" })).toHaveAttribute("href", "/universities");
  await suggestions.getByRole("link", { name: "battery" }).click();
  await expect(page).toHaveURL("/courses?q=battery");
  await expect.poll(() => titles(page)).toEqual(["Solar and Wind Grid Integration"]);
  await page.goBack();
  await page.getByRole("link", { name: "Browse courses by university" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Universities" })).toBeVisible();
});

test("a visitor browses from a university to a course and sees its material by section", async ({ page }) => {
  await page.goto("/universities");
  await page.getByRole("link", { name: "BOKU University, Vienna" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "BOKU University, Vienna" })).toBeVisible();
  await page.getByRole("link", { name: "LCA-501 Life Cycle Assessment" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Life Cycle Assessment" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "BOKU" })).toBeVisible();
  const section = page.getByRole("region", { name: "Goal and scope definition" });
  await expect(section.getByRole("link", { name: "Life Cycle Assessment in Practice" })).toHaveAttribute("href", /^\/products\/prod_/);
  await expect(page.getByRole("link", { name: "Soil Health Indicators" })).toHaveCount(0);
});

test("an unknown university is a 404", async ({ page }) => {
  const response = await page.goto("/universities/uni_doesNotExist1");
  expect(response?.status()).toBe(404);
});

test("search engines get a sitemap index of sitemaps with the products and a robots.txt that keeps out private areas", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("<sitemapindex");
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(parts).toContain("/sitemaps/pages/sitemap.xml");
  expect(parts.filter((path) => /^\/sitemaps\/products\/sitemap\/\d+\.xml$/.test(path)).length).toBeGreaterThan(1);
  const sitemaps = await Promise.all(parts.map(async (path) => (await request.get(path)).text()));
  const all = sitemaps.join("\n");
  // Each of the 13 seeded approved products is listed once, in one part.
  const products = [...all.matchAll(/<loc>[^<]*\/products\/(prod_[A-Za-z0-9]{13})<\/loc>/g)].map((match) => match[1]);
  expect(products.length).toBeGreaterThanOrEqual(13);
  expect(new Set(products).size).toBe(products.length);
  expect(all).toMatch(/<loc>[^<]*\/universities\/uni_[A-Za-z0-9]{13}\/courses\/course_[A-Za-z0-9]{13}<\/loc>/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /dashboard");
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});
