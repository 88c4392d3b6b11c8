import { expect, test, type Page } from "@playwright/test";
import { seededProduct } from "./support/learning";
import { expectSignedIn, signInWithPassword } from "./support/sign-in";

// The product page is rendered on the server from cached reads: the browser asks Firestore
// nothing about public data, and only a signed-in viewer's ownership needs one read.
const TITLE = "Life Cycle Assessment in Practice";
const firestoreHost = process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8180";

function recordFirestoreRequests(page: Page) {
  const requests: { url: string; body: string }[] = [];
  page.on("request", (request) => {
    if (request.url().includes(firestoreHost)) requests.push({ url: request.url(), body: request.postData() ?? "" });
  });
  return requests;
}

test("a visitor's product page view makes no Firestore request from the browser", async ({ page }) => {
  const { id } = await seededProduct(TITLE);
  const requests = recordFirestoreRequests(page);
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
});

test("a signed-in learner's product page view reads Firestore once about the product: whether they own it", async ({ page }) => {
  const { id } = await seededProduct(TITLE);
  await signInWithPassword(page, "fresh@verdant.test", "fresh-password-1");
  await expectSignedIn(page);
  const requests = recordFirestoreRequests(page);
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(page.getByText("Only learners who own this course can review it.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const aboutProduct = requests.filter(({ url, body }) => url.includes(id) || body.includes(id));
  expect(aboutProduct).toHaveLength(1);
  // Firestore Lite reads a document with a batchGet that names it in the body.
  const [read] = aboutProduct;
  expect(`${read?.url} ${read?.body}`).toContain(`userProductRelations/demo-fresh_${id}`);
});
