import { expect, test, type Page } from "@playwright/test";
import { Timestamp } from "firebase-admin/firestore";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { signInWithPassword } from "./support/sign-in";

// Each test submits its own product: the seeded pending one stays pending for the other specs.
const SEEDED_PENDING = "Nature-based Solutions for Flood Risk";
const password = "approvals-password-1";

async function submitProduct(creatorUid: string, title: string): Promise<string> {
  const id = `prod_e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const now = Timestamp.now();
  await db().doc(`products/${id}`).set({
    title,
    subtitle: "Submitted by the approvals spec",
    type: "video_courses",
    state: "pending",
    rejectionReason: "",
    description: "Wetlands store water during floods. This course measures how much.",
    author: "Dr. Spec Writer",
    creators: [creatorUid],
    price: 12.5,
    free: false,
    faq: [{ question: "Is fieldwork needed?", answer: "No, all data is provided." }],
    resources: [],
    learningOutcomes: ["Estimate a wetland's storage"],
    sections: [{ id: "sec1", title: "Wetland basics" }],
    sectionCount: 1,
    lectureCount: 1,
    length: 14,
    rating: { stars: 0, count: 0, total: 0 },
    difficulty: "normal",
    language: "en",
    eqfLevel: 6,
    assessment: "written-exam",
    createdOn: now,
    lastUpdated: now,
  });
  await db().doc(`products/${id}/lectures/lec1`).set({ sectionId: "sec1", title: "How wetlands hold water", order: 1, duration: 14, type: "video", preview: false });
  return id;
}

async function openReview(page: Page, title: string) {
  await signInWithPassword(page, "admin@verdant.test", "admin-password-1", "/login?next=%2Fadmin%2Fproduct_approval");
  await expect(page.getByRole("heading", { level: 1, name: "Product approvals" })).toBeVisible();
  const queue = page.getByRole("list", { name: "Pending products" });
  await expect(queue.getByRole("heading", { name: SEEDED_PENDING })).toBeVisible();
  await queue.getByRole("link", { name: `Review ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("an admin previews and approves a pending product, which a visitor then finds in the catalogue", async ({ page, browser }) => {
  const title = `Wetland Storage ${Date.now()}`;
  const creatorUid = await createAccount({ email: uniqueEmail("approved-creator"), password, record: { firstName: "Ada", lastName: "Creator" } });
  const id = await submitProduct(creatorUid, title);

  await openReview(page, title);
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByRole("tabpanel", { name: "Content" }).getByText("How wetlands hold water")).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByText("Is fieldwork needed?")).toBeVisible();
  await page.getByLabel("Note for the creators (optional)").fill("Clear and well sourced.");
  await page.getByRole("button", { name: "Approve product" }).click();
  await expect(page.getByText(`“${title}” is approved and now in the catalogue.`)).toBeVisible();
  await expect(page).toHaveURL("/admin/product_approval");
  await expect(page.getByRole("list", { name: "Pending products" }).getByRole("heading", { name: title })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto(`/courses?q=${encodeURIComponent(title)}`);
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor).toHaveURL(`/products/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.close();
});

test("a rejection needs a reason, and the creator sees it as a 'Changes needed' notification", async ({ page, browser }) => {
  const title = `Peatland Basics ${Date.now()}`;
  const creatorEmail = uniqueEmail("rejected-creator");
  const creatorUid = await createAccount({ email: creatorEmail, password, record: { firstName: "Rae", lastName: "Creator" } });
  await submitProduct(creatorUid, title);
  const reason = "Please add sources for the carbon figures in the first lecture.";

  await openReview(page, title);
  await page.getByRole("radio", { name: "Reject" }).check();
  await page.getByLabel("Reason for the creators (required)").fill("Too short");
  await page.getByRole("button", { name: "Reject product" }).click();
  await expect(page.getByText(/at least 10 characters/)).toBeVisible();
  await page.getByLabel("Reason for the creators (required)").fill(reason);
  await page.getByRole("button", { name: "Reject product" }).click();
  await expect(page.getByText(`“${title}” was sent back to its creators.`)).toBeVisible();

  const creator = await browser.newPage();
  await signInWithPassword(creator, creatorEmail, password, "/login?next=%2Fdashboard%2Fnotifications");
  const note = creator.getByRole("listitem").filter({ hasText: `Changes needed: ${title}` });
  await expect(note).toBeVisible();
  await expect(note).toContainText(reason);
  await creator.close();
});

test("a signed-in user who is not an admin gets 403 from the approvals API", async ({ page }) => {
  const email = uniqueEmail("not-admin");
  const uid = await createAccount({ email, password });
  const id = await submitProduct(uid, `Not Yours ${Date.now()}`);
  const signIn = await page.request.post(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const headers = { Authorization: `Bearer ${idToken}` };
  expect((await page.request.get("/api/admin/approvals", { headers })).status()).toBe(403);
  const decided = await page.request.post(`/api/admin/approvals/${id}`, { headers, data: { decision: "approve", reason: "" } });
  expect(decided.status()).toBe(403);
  expect((await db().doc(`products/${id}`).get()).data()?.state).toBe("pending");
});

test("a university's 140-letter name and a course's long title wrap on a 320-pixel phone instead of widening the page", async ({ page, browser }) => {
  const signIn = await page.request.post(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email: "admin@verdant.test", password: "admin-password-1", returnSecureToken: true } },
  );
  const headers = { Authorization: `Bearer ${((await signIn.json()) as { idToken: string }).idToken}` };
  const suffix = Date.now().toString(36);
  const created = await page.request.post("/api/admin/uni-data", {
    headers,
    data: { kind: "university", name: `${"L".repeat(140)} ${suffix}`, shortName: `L${suffix}`, country: "Austria", city: "Graz", website: "https://example.org" },
  });
  expect(created.status()).toBe(201);
  const { id: universityId } = (await created.json()) as { id: string };
  const creatorUid = await createAccount({ email: uniqueEmail("long-names"), password });
  const title = `Y${"y".repeat(100)} ${suffix}`;
  const productId = await submitProduct(creatorUid, title);
  await db().doc(`products/${productId}`).update({ university: universityId });
  expect((await page.request.post(`/api/admin/approvals/${productId}`, { headers, data: { decision: "approve", reason: "" } })).status()).toBe(200);

  const phone = await browser.newPage({ viewport: { width: 320, height: 640 } });
  for (const path of [`/products/${productId}`, "/universities", `/universities/${universityId}`, `/courses?q=${suffix}`, "/"]) {
    await phone.goto(path);
    await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
    const { scrollWidth, clientWidth } = await phone.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, `${path} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
  }
  await phone.close();
});
