import { expect, test, type Page } from "@playwright/test";
import { infoPages } from "@/config/info-pages";
import { adminRoutes, signedInRoutes } from "./support/routes";

// SPEC §2: every route of the product. Info pages come from their config, with their headings.
const publicRoutes = ["/", "/login", "/register", "/cart"];

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("tabpanel", { name: "Password" }).getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" })).toBeVisible();
}

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
  for (const path of publicRoutes) {
    test(`${path} answers 200 with one main heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/Verdant Campus/);
    });
  }

  test("an admin opens every dashboard, library and admin route", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, "admin@verdant.test", "admin-password-1");
    for (const path of [...signedInRoutes, ...adminRoutes]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }), path).toHaveCount(1);
      await expect(page, path).toHaveTitle(/Verdant Campus/);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", /noindex/);
    }
  });
});

test.describe("guarded routes", () => {
  for (const path of ["/library", "/dashboard/performance", "/admin/course_access"]) {
    test(`a visitor opening ${path} is sent to sign in and brought back`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
      await page.getByLabel("Email").fill("admin@verdant.test");
      await page.getByRole("tabpanel", { name: "Password" }).getByLabel("Password").fill("admin-password-1");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page).toHaveURL(path);
    });
  }

  test("a signed-in user who is not an admin is refused the admin area", async ({ page }) => {
    await signIn(page, "buyer@verdant.test", "buyer-password-1");
    await page.goto("/admin/product_approval");
    await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Product approvals" })).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});

test("an unknown route answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

