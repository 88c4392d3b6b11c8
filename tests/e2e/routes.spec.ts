import { expect, test } from "@playwright/test";
import { infoPages } from "@/config/info-pages";

// SPEC §2: every route of the product. Info pages come from their config, with their headings.
const appRoutes = [
  "/",
  "/login",
  "/register",
  "/library",
  "/cart",
  "/dashboard",
  "/dashboard/account",
  "/dashboard/notifications",
  "/dashboard/performance",
  "/dashboard/settings",
  "/dashboard/guides/general",
  "/dashboard/guides/practical",
  "/dashboard/guides/why",
  "/dashboard/guides/copyright",
  "/admin",
  "/admin/addUniData",
  "/admin/addUniData/addUniversity",
  "/admin/addUniData/addUniDegree",
  "/admin/addUniData/addUniCourse",
  "/admin/addUniData/addExUniCourse",
  "/admin/addUniData/addUniSection",
  "/admin/codeDocumentation",
  "/admin/product_approval",
  "/admin/course_access",
];

test.describe("information pages", () => {
  for (const page of infoPages) {
    test(`${page.path} answers with its heading, title and description`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.title);
      await expect(tab).toHaveTitle(`${page.title} · Verdant Campus`);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", page.description);
    });
  }
});

test.describe("every route of the spec exists", () => {
  for (const path of appRoutes) {
    test(`${path} answers 200 with one main heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/Verdant Campus/);
    });
  }
});

test("an unknown route answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

