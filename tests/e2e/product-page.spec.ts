import { expect, test, type Page } from "@playwright/test";
import { adminDb as db, createAccount, seededProductDoc, uniqueEmail } from "./support/emulators";
import { expectSignedIn, signInWithPassword } from "./support/sign-in";

// Runs against the demo seed (scripts/seed-data): the seeded buyer owns "Life Cycle Assessment
// in Practice" (€24.99, reviewed by them) and "Soil Health Indicators" (not reviewed by them).
const LCA = "Life Cycle Assessment in Practice";
const SOIL = "Soil Health Indicators";
const password = "product-page-password-1";

async function productByTitle(title: string) {
  const doc = await seededProductDoc(title);
  return { id: doc.id, rating: doc.data().rating as { count: number } };
}

/** A new account that owns `productId`, as a purchase would leave it. */
async function newBuyerOf(productId: string, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const uid = await createAccount({ email, password, verified: true, record: { firstName, lastName: "Tester" } });
  await db().doc(`userProductRelations/${uid}_${productId}`).set({ uid, productId, source: "grant", orderId: null, createdOn: new Date() });
  return email;
}

const tabs = (page: Page) => page.getByRole("tablist", { name: "Course details" }).getByRole("tab");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
});

test("a visitor opens a course from the catalogue and sees its details, tabs and structured data", async ({ page }) => {
  await page.goto(`/courses?q=${encodeURIComponent("Life Cycle Assessment")}`);
  await page.getByRole("link", { name: LCA }).click();
  await expect(page).toHaveURL(/\/products\/prod_[A-Za-z0-9]{13}$/);
  await expect(page.getByRole("heading", { level: 1, name: LCA })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Price and details" })).toContainText("€24.99");
  await expect(page.getByRole("link", { name: "BOKU University, Vienna" })).toHaveAttribute("href", /^\/universities\/uni_/);

  await expect(tabs(page)).toHaveText(["Overview", "Q&A", "Reviews", "Resources"]);
  await expect(page.getByRole("tab", { name: "Content" })).toHaveCount(0);
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText("What you will learn");
  // The public trailer: its poster until someone asks for it (no player and none of its built-in
  // controls' cost before), then it plays in the page with the focus on it.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.locator("video")).toHaveCount(0);
  await preview.getByRole("link", { name: `Play the preview of ${LCA}` }).click();
  const video = preview.locator("video");
  await expect(video).toHaveAccessibleName(`Preview of ${LCA}`);
  await expect(video).toBeFocused();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const course = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "Course");
  expect(course).toMatchObject({ name: LCA, offers: { price: 24.99, priceCurrency: "EUR" }, provider: { name: "BOKU University, Vienna" } });
});

test("the tabs work with the keyboard, and the URL keeps the chosen one", async ({ page }) => {
  const { id } = await productByTitle(LCA);
  await page.goto(`/products/${id}`);
  await page.getByRole("tab", { name: "Overview" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Q&A" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Q&A" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Resources" }).getByRole("link").first()).toHaveAttribute("rel", "noopener noreferrer");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tabpanel", { name: "Reviews" })).toContainText("Maya F.");
  // The URL follows the tab the user stayed on, so a reload or a shared link opens it again.
  await expect(page).toHaveURL(new RegExp(`/products/${id}#reviews$`));
  await page.reload();
  await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
});

test("a link followed right after choosing a tab still leads to its page", async ({ page }) => {
  const { id } = await productByTitle(LCA);
  await page.goto(`/products/${id}`);
  // A slow network keeps the navigation pending past the moment the tab's URL is written: a
  // replaceState then would make Next's router drop the navigation.
  await page.route(/\/courses(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole("tab", { name: "Reviews" }).click();
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/products/${id}#reviews$`));
  await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
});

test("the seeded buyer sees the Content tab with the outline of a course they own", async ({ page }) => {
  const { id } = await productByTitle(LCA);
  await signInWithPassword(page, "buyer@verdant.test", "buyer-password-1");
  await expectSignedIn(page);
  await page.goto(`/products/${id}`);
  await page.getByRole("tab", { name: "Content" }).click();
  const panel = page.getByRole("tabpanel", { name: "Content" });
  await expect(panel).toContainText("Functional units and system boundaries");
  await expect(panel.getByRole("link", { name: "Go to course" })).toHaveAttribute("href", `/library/${id}`);
});

test("a buyer without a review leaves one and the rating count goes up", async ({ page }) => {
  const { id, rating } = await productByTitle(SOIL);
  const email = await newBuyerOf(id, "Rita");
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto(`/products/${id}#reviews`);
  const panel = page.getByRole("tabpanel", { name: "Reviews" });
  await panel.getByRole("button", { name: "Post review" }).click();
  await expect(panel.getByText("Choose from 1 to 5 stars.")).toBeVisible();

  // Unique, so a retry or a rerun against the same emulators finds this run's review alone.
  const text = `Practical protocols, easy to follow in the field. ${Date.now()}`;
  await panel.getByRole("radio", { name: /4 stars/ }).check();
  await panel.getByLabel("Your review").fill(text);
  await panel.getByRole("button", { name: "Post review" }).click();
  await expect(panel.getByText("Thanks for your review")).toBeVisible();
  // Shown at once as the author's own review, and in the list below once the page refreshed.
  await expect(panel.getByRole("region", { name: "Your review" })).toContainText(text);
  await expect(panel.getByRole("list", { name: "Reviews" }).getByText(text)).toBeVisible();
  await expect(page.getByText(new RegExp(`from ${rating.count + 1} reviews`)).first()).toBeAttached();
  expect((await productByTitle(SOIL)).rating.count).toBe(rating.count + 1);
});

test("a signed-in user asks a question and sees it, with HTML shown as text", async ({ page }) => {
  const { id } = await productByTitle(SOIL);
  const email = uniqueEmail("asker");
  await createAccount({ email, password, verified: true, record: { firstName: "Ada", lastName: "Asker" } });
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto(`/products/${id}#qa`);
  const panel = page.getByRole("tabpanel", { name: "Q&A" });
  const question = `Does it cover <b>pH</b> meters? ${Date.now()}`;
  await panel.getByLabel("Your question").fill(question);
  await panel.getByRole("button", { name: "Ask question" }).click();
  await expect(panel.getByText(question)).toBeVisible();
  await expect(panel.locator("b", { hasText: "pH" })).toHaveCount(0);
  await expect(panel.getByText("Ada A.").first()).toBeVisible();
  // Stored, so the next visit lists it from the server.
  await page.reload();
  await expect(page.getByRole("tabpanel", { name: "Q&A" }).getByText(question)).toBeVisible();
});

/**
 * A copy of a seeded course with 25 reviews and 13 questions, more than a page of each. Outside
 * Lund, not free and without "carbon", so the catalogue tests running beside it count as before.
 */
async function courseWithManyReviews() {
  const lund = (await db().collection("descriptive/university/universities").where("name", "==", "Lund University").get()).docs[0]?.id;
  const approved = await db().collection("products").where("state", "==", "approved").get();
  const source = approved.docs.map((doc) => doc.data()).find((data) => data.university !== lund && data.price > 0 && !/carbon/i.test(JSON.stringify(data)))!;
  const id = `prod_pgs${Date.now().toString(36).slice(-8).padStart(8, "0")}00`;
  const title = `Peatland Records ${Date.now()}`;
  const batch = db().batch();
  batch.set(db().doc(`products/${id}`), { ...source, title, creators: ["demo-creator"], participants: 25, rating: { stars: 3.6, count: 25, total: 90 } });
  const start = Date.parse("2025-06-01T08:00:00Z");
  for (let at = 0; at < 25; at++) {
    // Two by two at the same moment: the pages must break ties by id, not skip or repeat.
    const createdOn = new Date(start - Math.floor(at / 2) * 60_000);
    batch.set(db().doc(`products/${id}/reviews/reviewer${String(at).padStart(2, "0")}`), { uid: `reviewer${at}`, authorName: `Reader ${at + 1}`, stars: 3 + (at % 3), text: `Review text ${at + 1}`, createdOn });
  }
  for (let at = 0; at < 13; at++) {
    const question = db().doc(`products/${id}/questions/q_pgs${String(at).padStart(2, "0")}`);
    batch.set(question, { uid: "asker", authorName: "Asa K.", text: `Paged question ${at + 1}`, createdOn: new Date(start - at * 60_000), answerCount: at === 12 ? 1 : 0 });
    if (at === 12) batch.set(question.collection("answers").doc("ans_1"), { uid: "demo-creator", authorName: "Lena H.", text: "Yes, the oldest one has an answer.", createdOn: new Date(start), byCreator: true });
  }
  await batch.commit();
  return id;
}

test("a visitor pages through every review and question with Show more, by mouse and by keyboard", async ({ page }) => {
  const id = await courseWithManyReviews();
  await page.goto(`/products/${id}#reviews`);
  const panel = page.getByRole("tabpanel", { name: "Reviews" });
  const reviews = panel.getByRole("list", { name: "Reviews" }).getByRole("article");
  await expect(reviews).toHaveCount(10);
  await expect(panel.getByText("Showing 10 of 25 reviews, newest first.")).toBeVisible();

  const nextPage = page.waitForResponse((response) => response.url().includes(`/api/products/${id}/reviews?after=`));
  await panel.getByRole("button", { name: "Show more" }).click();
  // The pages are public and the same for everyone: a shared cache may keep them briefly.
  expect((await nextPage).headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  await expect(reviews).toHaveCount(20);
  await expect(reviews.nth(10)).toBeFocused();
  await expect(panel.getByText("Showing 20 of 25 reviews, newest first.")).toBeVisible();

  await panel.getByRole("button", { name: "Show more" }).focus();
  await page.keyboard.press("Enter");
  await expect(reviews).toHaveCount(25);
  await expect(reviews.nth(20)).toBeFocused();
  await expect(panel.getByRole("button", { name: "Show more" })).toHaveCount(0);
  const names = await reviews.getByRole("heading").allTextContents();
  expect([...names].sort()).toEqual(Array.from({ length: 25 }, (_, at) => `Reader ${at + 1}`).sort());

  await page.getByRole("tab", { name: "Q&A" }).click();
  const qa = page.getByRole("tabpanel", { name: "Q&A" });
  const questions = qa.getByRole("list", { name: "Questions" }).getByRole("article");
  await expect(questions).toHaveCount(10);
  await expect(qa.getByText("Showing the 10 newest questions.")).toBeVisible();
  await qa.getByRole("button", { name: "Show more" }).click();
  await expect(questions).toHaveCount(13);
  await expect(questions.nth(10)).toBeFocused();
  await expect(questions.nth(12)).toContainText("Paged question 13");
  await expect(questions.nth(12)).toContainText("Yes, the oldest one has an answer.");
});

test("a course page introduces its instructor with her bio and leads to her other courses", async ({ page }) => {
  const { id } = await productByTitle(LCA);
  await page.goto(`/products/${id}`);
  const block = page.getByRole("region", { name: "About the instructor" });
  await expect(block.getByRole("heading", { name: "Dr. Lena Hofer", exact: true })).toBeVisible();
  await expect(block.getByText(/Soil scientist at BOKU University/)).toBeVisible();
  const others = block.getByRole("listitem").getByRole("link");
  await expect(others).toHaveCount(4);
  await expect(block.getByRole("link", { name: LCA })).toHaveCount(0);
  const title = (await others.first().textContent()) ?? "";
  await others.first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
