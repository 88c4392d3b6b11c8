import { expect, test, type Page } from "@playwright/test";
import { createAccount, uniqueEmail } from "./support/emulators";
import { readProgress, resetProgress, seedShelf, seededProduct } from "./support/learning";
import { signedInAs } from "./support/roles";
import { signInWithPassword } from "./support/sign-in";

// The seeded buyer (scripts/seed-data) bought "Life Cycle Assessment in Practice" (8 video
// lectures) and "Soil Health Indicators" (documents) and enrolled in the free "Designing for a
// Circular Economy", among others. Tests run in parallel, so each writes progress in its own
// product only, starting from scratch.
const buyer = { uid: "demo-buyer", email: "buyer@verdant.test", password: "buyer-password-1" };
const LCA = "Life Cycle Assessment in Practice";
const SOIL = "Soil Health Indicators";
const ADAPTATION = "Climate Adaptation for Cities";

const video = (page: Page) => page.locator("video");
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
async function videoReady(page: Page) {
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
}

test.describe(() => {
  test.use(signedInAs("buyer"));

  test("the buyer finds what they bought and enrolled in, with its source and progress", async ({ page }) => {
    const adaptation = await seededProduct(ADAPTATION);
    await resetProgress(buyer.uid, adaptation.id);
    await page.goto("/library");
    await expect(page.getByRole("heading", { level: 1, name: "Your library" })).toBeVisible();
    const card = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card(LCA)).toContainText("Video course · Purchased");
    await expect(card(SOIL)).toContainText("Document · Purchased");
    await expect(card("Designing for a Circular Economy")).toContainText("Free");
    await expect(card(ADAPTATION).getByRole("progressbar", { name: `Progress in ${ADAPTATION}` })).toHaveAttribute("aria-valuenow", "0");
    await expect(card(ADAPTATION)).toContainText("0% complete");
    await card(ADAPTATION).getByRole("link", { name: `Start ${ADAPTATION}` }).click();
    await expect(page).toHaveURL(`/library/${adaptation.id}`);
    await expect(page.getByRole("heading", { level: 1, name: ADAPTATION })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The IPCC risk framework" })).toBeVisible();
  });
});

test("a library of 30 shows 24, then the rest on Show more; it sorts by title and searches title words", async ({ page }) => {
  const email = uniqueEmail("shelf");
  const uid = await createAccount({ email, password: "shelf-password-1", record: { firstName: "Sam", lastName: "Shelf" } });
  // Every fifth course is about tides; numbers keep titles apart and in a known title order.
  const titles = Array.from({ length: 30 }, (_, index) => `${index % 5 === 0 ? "Tidal" : "Shelf"} Course ${String(index + 1).padStart(2, "0")}`);
  await seedShelf(uid, titles);
  await signInWithPassword(page, email, "shelf-password-1", "/login?next=%2Flibrary");
  const courses = page.getByRole("list", { name: "Your courses" }).getByRole("heading");
  await expect(courses).toHaveCount(24);
  await expect(courses.first()).toHaveText("Shelf Course 30");
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(courses).toHaveCount(30);
  await expect(courses.last()).toHaveText("Tidal Course 01");
  await expect(page.getByRole("link", { name: "Start Tidal Course 06" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption("Title");
  await expect(courses.first()).toHaveText("Shelf Course 02");
  await page.getByRole("searchbox", { name: "Search your library" }).fill("tid");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(courses).toHaveText(["Tidal Course 01", "Tidal Course 06", "Tidal Course 11", "Tidal Course 16", "Tidal Course 21", "Tidal Course 26"]);
  await page.getByRole("searchbox", { name: "Search your library" }).fill("ocean");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No course in your library matches “ocean”.")).toBeVisible();
});

test.describe(() => {
  test.use(signedInAs("buyer"));

  test("a video resumes where the buyer stopped, and finishing lectures moves the progress", async ({ page }) => {
    test.setTimeout(60_000);
    const lca = await seededProduct(LCA);
    const [first, second] = lca.lectureIds;
    await resetProgress(buyer.uid, lca.id);
    await page.goto(`/library/${lca.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Why life cycle thinking matters" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Course content" }).getByRole("button")).toHaveCount(8);

    // Play, jump to 12 s and pause: pausing saves the position.
    await videoReady(page);
    await video(page).evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      element.currentTime = 12;
      await new Promise((resolve) => element.addEventListener("seeked", resolve, { once: true }));
      element.pause();
    });
    await expect.poll(async () => (await readProgress(buyer.uid, lca.id))?.positions?.[first!] ?? 0).toBeGreaterThanOrEqual(11.9);

    await page.reload();
    await videoReady(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(11.9);

    await page.getByRole("button", { name: "Mark as complete" }).click();
    await expect(page.getByRole("button", { name: "Mark as not complete" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: `Progress in ${LCA}` })).toHaveAttribute("aria-valuenow", "12");
    await expect(page.getByRole("button", { name: /Why life cycle thinking matters \(completed\)/ })).toBeVisible();
    await expect.poll(async () => (await readProgress(buyer.uid, lca.id))?.completed).toEqual([first]);

    // Watching a video to its end completes it too.
    await page.getByRole("button", { name: /^Next lecture/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Functional units and system boundaries" })).toBeFocused();
    await videoReady(page);
    await video(page).evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = element.duration - 1;
      await element.play();
    });
    await expect(page.getByRole("progressbar", { name: `Progress in ${LCA}` })).toHaveAttribute("aria-valuenow", "25");
    await expect.poll(async () => (await readProgress(buyer.uid, lca.id))?.completed).toEqual([first, second]);

    await page.getByRole("link", { name: "Your library" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: LCA }) });
    await expect(card).toContainText("25% complete");
    await expect(card.getByRole("link", { name: `Continue ${LCA}` })).toBeVisible();
  });
});

test.describe(() => {
  test.use(signedInAs("buyer"));

  test("media is served only through a valid signed URL, with byte ranges for seeking", async ({ page }) => {
    const lca = await seededProduct(LCA);
    await page.goto(`/library/${lca.id}`);
    await videoReady(page);
    const src = await video(page).evaluate((element: HTMLVideoElement) => element.currentSrc);
    const part = await page.request.get(src, { headers: { Range: "bytes=0-99" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-type"]).toBe("video/webm");
    expect((await part.body()).length).toBe(100);

    // Whichever lecture the page resumed at, try the others with its signature.
    const [, lectureId] = /\/api\/media\/[^/]+\/([^/?]+)\?/.exec(src) ?? [];
    const other = lca.lectureIds.find((id) => id !== lectureId)!;
    const bare = `/api/media/${lca.id}/${lectureId}`;
    expect((await page.request.get(bare)).status()).toBe(403);
    expect((await page.request.get(`${bare}?exp=9999999999&sig=forged`)).status()).toBe(403);
    const tampered = src.replace(/sig=([\w-]+)/, (_, sig: string) => `sig=${[...sig].reverse().join("")}`);
    expect((await page.request.get(tampered)).status()).toBe(403);
    // A valid signature for one lecture opens no other.
    expect((await page.request.get(src.replace(`/${lectureId}?`, `/${other}?`))).status()).toBe(403);
  });
});

test.describe(() => {
  test.use(signedInAs("buyer"));

  test("a document lecture opens in the document viewer with a download link", async ({ page }) => {
    const soil = await seededProduct(SOIL);
    await resetProgress(buyer.uid, soil.id);
    await page.goto(`/library/${soil.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Soil functions and services" })).toBeVisible();
    const viewer = page.locator('iframe[title="Soil functions and services (PDF document)"]');
    await expect(viewer).toBeVisible();
    const download = page.getByRole("link", { name: "Download the PDF" });
    await expect(download).toHaveAttribute("href", /^\/api\/media\//);
    const pdf = await page.request.get((await download.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await page.getByRole("button", { name: "Mark as complete" }).click();
    await expect(page.getByRole("progressbar", { name: `Progress in ${SOIL}` })).toHaveAttribute("aria-valuenow", "20");
  });
});

test("a user without the course is told so and pointed to its page", async ({ page }) => {
  const lca = await seededProduct(LCA);
  const email = uniqueEmail("no-course");
  await createAccount({ email, password: "no-course-password-1", record: { firstName: "Elinor", lastName: "Ostrom" } });
  await signInWithPassword(page, email, "no-course-password-1", "/login?next=%2Flibrary");
  await expect(page.getByText("Your library is empty.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");

  await page.goto(`/library/${lca.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "You don't have access to this course" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the course page" })).toHaveAttribute("href", `/products/${lca.id}`);
  await expect(page.locator("video")).toHaveCount(0);
});
