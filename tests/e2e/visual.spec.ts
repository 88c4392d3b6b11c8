import { expect, test, type Locator, type Page } from "@playwright/test";
import { agreeAndCheckOut } from "./support/checkout";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { signedInAs } from "./support/roles";
import { signInWithPassword } from "./support/sign-in";
import { baselineDir, expectNoBrokenLayout, hasBaseline, movingParts } from "./support/visual";

// Issue 36: screenshots of the pages people use most, at a phone's and a laptop's size. They run
// in their own Playwright project before every other spec (playwright.config.ts), so the data is
// the seed's and nothing another test bought, reviewed or uploaded shows up in them.
// Regenerate the baselines of this machine's Chromium with `npm run test:visual:update`.
const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** The seeded, approved product with the longest title: the one a narrow layout breaks first. */
async function longestTitled() {
  const approved = await db().collection("products").where("state", "==", "approved").get();
  const product = approved.docs.reduce((a, b) => (String(b.get("title")).length > String(a.get("title")).length ? b : a));
  return { id: product.id, title: String(product.get("title")), price: Number(product.get("price")), type: String(product.get("type")) };
}

async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const until = (target: EventTarget, ready: boolean, events: string[]) =>
      ready ? null : new Promise((resolve) => events.forEach((event) => target.addEventListener(event, resolve, { once: true })));
    // Shown images on the first screen; a hidden lazy one (display: none) never loads.
    const images = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.top < window.innerHeight;
    });
    // A video's controls show its length once its metadata is in: the screenshot waits for it
    // instead of catching the player before or after, depending on how busy the machine is.
    const videos = [...document.querySelectorAll("video")];
    await Promise.all([
      ...images.map((image) => until(image, image.complete, ["load", "error"])),
      ...videos.map((video) => until(video, video.readyState >= HTMLMediaElement.HAVE_METADATA || !!video.error, ["loadedmetadata", "error"])),
    ]);
  });
}

/** Layout checks always; the pixel comparison when this Chromium major has a baseline. */
async function capture(page: Page, name: string, mask: Locator[] = []) {
  const file = `${name}-${page.viewportSize()!.width}.png`;
  await settled(page);
  await expectNoBrokenLayout(page, file);
  if (!hasBaseline(file)) {
    test.info().annotations.push({ type: "visual", description: `No baseline ${baselineDir()}/${file}: compared layout only.` });
    return;
  }
  await expect(page).toHaveScreenshot(file, { mask: [...movingParts(page), ...mask], animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.01 });
}

for (const size of sizes) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test("a visitor's home, catalogue, product page and cart with a long title", async ({ page, context }) => {
      await context.addCookies([{ name: "cookiesPermission", value: "full", url: test.info().project.use.baseURL! }]);
      await page.goto("/");
      await capture(page, "home");
      await page.goto("/courses");
      await capture(page, "courses");
      await page.goto(`/products/${(await db().collection("products").where("title", "==", "Solar and Wind Grid Integration").limit(1).get()).docs[0]!.id}`);
      await expect(page.getByRole("tablist", { name: "Course details" })).toBeVisible();
      await capture(page, "product");

      const long = await longestTitled();
      await page.goto(`/products/${long.id}`);
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.goto("/cart");
      await expect(page.getByRole("link", { name: long.title })).toBeVisible();
      await capture(page, "cart-visitor");
    });

    test("a new buyer's cart and the payment page", async ({ page, context }) => {
      await context.addCookies([{ name: "cookiesPermission", value: "full", url: test.info().project.use.baseURL! }]);
      const long = await longestTitled();
      const email = uniqueEmail(`visual-${size.width}`);
      const uid = await createAccount({ email, password: "visual-password-1", verified: true, record: { firstName: "Jonas", lastName: "Weber" } });
      await db().doc(`users/${uid}`).update({ cart: [{ productId: long.id, title: long.title, type: long.type, price: long.price, free: false }] });
      await signInWithPassword(page, email, "visual-password-1");
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto("/cart");
      await expect(page.getByRole("link", { name: long.title })).toBeVisible();
      // The email differs per run: it is the one part of the signed-in header that moves.
      await capture(page, "cart-signed-in", [page.getByText(email)]);
      await agreeAndCheckOut(page, "DE");
      await page.waitForURL(/\/checkout\/local\//);
      await capture(page, "checkout", [page.getByText(email)]);
    });

    test.describe(() => {
      test.use(signedInAs("buyer"));

      test("a buyer's library and learning page", async ({ page }) => {
        await page.goto("/library");
        const first = page.getByRole("main").getByRole("link").first();
        await expect(first).toBeVisible();
        await capture(page, "library");
        await first.click();
        await page.waitForURL(/\/library\/.+/);
        await expect(page.getByRole("button", { name: /^Mark as (not )?complete$/ })).toBeVisible();
        // The player loads after the page (its placeholder is what a slow phone sees first).
        await expect(page.getByRole("group", { name: /^Video controls/ })).toBeVisible();
        await capture(page, "learning");
      });
    });

    test.describe(() => {
      test.use(signedInAs("creator"));

      test("a creator's dashboard, performance and builder", async ({ page }) => {
        await page.goto("/dashboard");
        await expect(page.getByRole("link", { name: "Edit" }).first()).toBeVisible();
        await capture(page, "dashboard");
        await page.goto("/dashboard/performance");
        await expect(page.getByText(/^Figures for .* loaded\.$/)).toBeAttached();
        // Figures follow today's date (the last 30 days); the frame around them must not move.
        await capture(page, "performance", [page.getByTestId("performance-chart"), page.getByRole("main").locator("table, dd")]);
        await page.goto("/dashboard/products/new");
        await expect(page.getByRole("heading").first()).toBeVisible();
        await capture(page, "builder");
      });
    });

    test.describe(() => {
      test.use(signedInAs("admin"));

      test("an admin's overview", async ({ page }) => {
        await page.goto("/admin");
        await expect(page.getByText("Products waiting for approval").first()).toBeVisible();
        // The counts include the accounts the other screenshot tests create at the same time.
        await capture(page, "admin", [page.getByRole("main").getByText(/^\d+$/)]);
      });
    });
  });
}
