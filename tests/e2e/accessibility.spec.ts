import { expect, test, type Locator, type Page } from "@playwright/test";
import { infoPages } from "@/config/info-pages";
import { universities } from "../../scripts/seed-data/university-data.mjs";
import { expectAccessible } from "./support/axe";
import { createAccount, uniqueEmail } from "./support/emulators";
import { seededProduct } from "./support/learning";
import { adminRoutes } from "./support/routes";
import { signedInAs } from "./support/roles";
import { expectSignedIn, mainMenu, passwordField, signInWithPassword } from "./support/sign-in";
import { agreeAndCheckOut } from "./support/checkout";

// axe-core on every screen of the spec, as each role reaches it, and in the states a click
// leads to: errors beside fields, an open menu, a filled cart, another tab. The seeded data is
// only read (other specs count on it); the one course written belongs to a fresh account.

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, path);
}

/** A fresh verified account with its record, signed in; it owns nothing and wrote nothing yet. */
async function signInAsNewUser(page: Page, name: string, path?: string) {
  const email = uniqueEmail(name);
  await createAccount({ email, password: "axe-password-1", verified: true, record: { firstName: "Ada", lastName: "Axe" } });
  await signInWithPassword(page, email, "axe-password-1", path);
}

const mainLink = (page: Page, name: RegExp) => page.getByRole("main").getByRole("link", { name }).first();

/** Follows a link and scans where it leads. */
async function follow(page: Page, link: Locator, state: string) {
  const from = page.url();
  await link.click();
  await expect(page).not.toHaveURL(from);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, state);
}

test("a visitor's pages and their error states", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ["/", "/support/help", "/cart", "/login/reset", ...infoPages.map((info) => info.path)]) {
    await visit(page, path);
  }
  const university = universities[0]!;
  for (const path of ["/universities", `/universities/${university.id}`, `/universities/${university.id}/courses/${university.courses[0]!.id}`]) {
    await visit(page, path);
  }

  await visit(page, "/courses?type=documents&sort=price-asc");
  await visit(page, "/courses?q=zzzz-nothing");

  await visit(page, "/courses");
  await page.getByRole("list", { name: "Search results" }).getByRole("link").first().click();
  await expect(page.getByRole("tablist", { name: "Course details" })).toBeVisible();
  await expectAccessible(page, "a product page");
  for (const tab of ["Q&A", "Reviews", "Resources"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expectAccessible(page, `a product page's ${tab} tab`);
  }
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page.getByRole("link", { name: "In your cart" }).first()).toBeVisible();
  await visit(page, "/cart");

  await page.goto("/login");
  await page.getByLabel("Email").fill("buyer@verdant.test");
  await passwordField(page).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expectAccessible(page, "/login after a wrong password");
  for (const tab of await page.getByRole("tab").all()) {
    await tab.click();
    await expectAccessible(page, `/login's ${await tab.textContent()} tab`);
  }

  await page.goto("/register");
  await page.getByLabel("Email").fill("rachel@");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/valid email/);
  await expectAccessible(page, "/register with errors");
});

test("nothing moves for a visitor who asks for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const preferences = page.getByRole("switch", { name: "Preferences" });
  await preferences.click();
  await expect(preferences).toHaveAttribute("aria-checked", "true");
  const durations = await preferences.evaluate((element) => [element, ...element.querySelectorAll("*")].map((node) => getComputedStyle(node).transitionDuration));
  expect(durations.every((duration) => parseFloat(duration) < 0.001)).toBe(true);
  expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length)).toBe(0);
});

// WCAG 1.4.10 asks for content that reflows at 320 CSS pixels: the narrowest phones.
test.describe("@mobile on a phone 320 pixels wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("a visitor's pages, with the menu open", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ["/", "/courses", "/cart", "/login", "/register", "/support/help", ...infoPages.map((info) => info.path)]) {
      await visit(page, path);
    }
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(mainMenu(page).getByRole("link", { name: "Help" })).toBeVisible();
    await expectAccessible(page, "the open menu");
    await page.goto("/courses");
    await page.getByRole("list", { name: "Search results" }).getByRole("link").first().click();
    await expect(page.getByRole("tablist", { name: "Course details" })).toBeVisible();
    await expectAccessible(page, "a product page on a phone");
  });

  test.describe(() => {
    test.use(signedInAs("admin"));

    test("an admin's dashboard, guides and admin pages", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto("/");
      await expect(mainMenu(page).getByRole("link", { name: "Library", includeHidden: true })).toBeAttached();
      for (const path of [
        "/library",
        "/dashboard",
        "/dashboard/orders",
        "/dashboard/performance",
        "/dashboard/payouts",
        "/dashboard/guides/copyright",
        "/dashboard/products/new",
        "/admin",
        "/admin/addUniData/addUniCourse",
        "/admin/product_approval",
        "/admin/course_access",
        "/admin/codeDocumentation",
      ]) {
        await visit(page, path);
      }
    });
  });
});

test.describe(() => {
  test.use(signedInAs("buyer"));

  test("a buyer's library, lessons, orders and account", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await expectSignedIn(page);
    await visit(page, "/library");
    await follow(page, mainLink(page, /^(Start|Continue|Open) /), "a course in the library");
    for (const path of ["/dashboard/account", "/dashboard/settings", "/dashboard/notifications", "/dashboard/orders"]) await visit(page, path);
    // An order itself: the Orders tab above the list is also a link in the main area.
    await follow(page, mainLink(page, /^Order of /), "an order");
  });
});

test("a new buyer's checkout, payment, course and the forms beside it", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
  const solar = await seededProduct("Solar and Wind Grid Integration");
  await signInAsNewUser(page, "axe-buyer");
  await expectSignedIn(page);

  await page.goto(`/products/${solar.id}#qa`);
  const qa = page.getByRole("tabpanel", { name: "Q&A" });
  await qa.getByRole("button", { name: "Ask question" }).click();
  await expect(qa.getByLabel("Your question")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "an empty question");

  // On to the cart as a shopper goes, through the page: a reload right after the click could
  // cut off the cart's save to the account (CI once caught it in flight).
  const buyBox = page.getByRole("complementary", { name: "Price and details" });
  await buyBox.getByRole("button", { name: "Add to cart" }).click();
  await buyBox.getByRole("link", { name: "In your cart" }).click();
  await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(1);
  await expectAccessible(page, "a filled cart");
  await agreeAndCheckOut(page);
  await expect(page.getByRole("heading", { name: "Test payment" })).toBeVisible();
  await expectAccessible(page, "the payment page");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Payment received")).toBeVisible();
  await expectAccessible(page, "the payment's confirmation");

  await page.goto(`/library/${solar.id}`);
  await expect(page.getByRole("navigation", { name: "Course content" })).toBeVisible();
  await expectAccessible(page, "a bought course");
  await page.goto(`/products/${solar.id}#reviews`);
  const reviews = page.getByRole("tabpanel", { name: "Reviews" });
  await reviews.getByRole("button", { name: "Post review" }).click();
  await expect(reviews.getByText("Choose from 1 to 5 stars.")).toBeVisible();
  await expectAccessible(page, "a review without stars");
});

test.describe(() => {
  test.use(signedInAs("creator"));

  test("a creator's dashboard, figures, payouts and course builder", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await expectSignedIn(page);
    for (const path of ["/dashboard/payouts", "/dashboard/guides/general", "/dashboard/guides/practical", "/dashboard/guides/why", "/dashboard/guides/copyright", "/dashboard/performance"]) {
      await visit(page, path);
    }
    await page.getByText("Show the chart's figures as a table").click();
    await page.getByText("How is this calculated?").click();
    await expectAccessible(page, "the performance figures as a table, and how the share is calculated");

    await visit(page, "/dashboard");
    await follow(page, mainLink(page, /^Edit/), "the course builder of a published course");
  });
});

test("a new creator's course builder, with an error beside a field", async ({ page }) => {
  await signInAsNewUser(page, "axe-creator", "/login?next=%2Fdashboard%2Fproducts%2Fnew");
  await expect(page.getByRole("heading", { level: 1, name: "New course" })).toBeVisible();
  await expectAccessible(page, "a new course");
  await page.getByLabel("Title", { exact: true }).fill("Accessible Course Design");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accessible Course Design" })).toBeVisible();
  await page.getByLabel("Free course", { exact: true }).uncheck();
  await page.getByLabel("Price (€)", { exact: true }).fill("-3");
  await expect(page.getByText("The price cannot be negative.")).toBeVisible();
  await expectAccessible(page, "the course builder with an error");
  await visit(page, "/dashboard");
});

test.describe(() => {
  test.use(signedInAs("admin"));

  test("an admin's pages", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await expectSignedIn(page);
    for (const path of adminRoutes) await visit(page, path);
    await page.goto("/admin/addUniData/addUniversity");
    await page.getByLabel("Website URL").fill("not a web address");
    await page.getByRole("button", { name: "Add university" }).click();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "a new university with errors");

    await page.goto("/admin/addUniData");
    await page.getByRole("button", { name: "BOKU University, Vienna", exact: true }).click();
    await expect(page.getByRole("region", { name: "BOKU University, Vienna" }).getByRole("button", { name: "Edit LCA-501 Life Cycle Assessment" })).toBeVisible();
    await expectAccessible(page, "a university's data opened");
    await page.goto("/admin/addUniData/addUniSection");
    await page.getByLabel("University").selectOption({ label: "BOKU University, Vienna" });
    await page.getByLabel("Course", { exact: true }).selectOption({ label: "LCA-501 Life Cycle Assessment" });
    await expectAccessible(page, "a section's course chosen");

    await page.goto("/admin/course_access");
    await page.getByLabel("Email", { exact: true }).fill("buyer@verdant.test");
    await page.getByRole("button", { name: "Find user" }).click();
    await expect(page.getByRole("table", { name: "Products of this user" })).toBeVisible();
    await expectAccessible(page, "a user's access");
    await page.getByRole("combobox", { name: "Product" }).first().fill("soil");
    await expect(page.getByRole("option").first()).toBeVisible();
    await page.getByRole("combobox", { name: "Product" }).first().press("ArrowDown");
    await expectAccessible(page, "the product picker's open list");

    await page.goto("/admin/product_approval");
    await follow(page, mainLink(page, /Review|Preview/), "a product awaiting approval");
  });
});
