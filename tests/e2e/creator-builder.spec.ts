import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { signInWithPassword } from "./support/sign-in";

const password = "builder-password-1";
const demo = (file: string) => path.resolve("content/demo", file);

test("a creator builds a course with sections, lectures, an uploaded video and PDF, submits it and sees it pending", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("builder");
  const uid = await createAccount({ email, password, verified: true, record: { firstName: "Mira", lastName: "Novak" } });
  await signInWithPassword(page, email, password, "/login?next=%2Fdashboard%2Fproducts%2Fnew");

  await expect(page.getByRole("heading", { level: 1, name: "New course" })).toBeVisible();
  await expect(page.getByLabel("Author as shown", { exact: true })).toHaveValue("Mira Novak");
  await page.getByLabel("Title", { exact: true }).fill("Regenerative Soil Practice");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/prod_[A-Za-z0-9]{13}\/edit$/);
  const productId = page.url().split("/").at(-2)!;
  await expect(page.getByRole("heading", { level: 1, name: "Regenerative Soil Practice" })).toBeVisible();

  // Basics, description, university data and price.
  await page.getByLabel("Subtitle", { exact: true }).fill("Cover crops, compost and living roots");
  await page.getByLabel("Description", { exact: true }).fill("How farms rebuild soil organic matter.\n\nWith field data from Lower Austria.");
  await page.getByLabel("Search description", { exact: true }).fill("Learn regenerative soil practice with field data from BOKU.");
  await page.getByRole("combobox", { name: "University", exact: true }).selectOption({ label: "BOKU University, Vienna" });
  await page.getByRole("combobox", { name: "University course" }).selectOption({ label: "SOIL-320 Soil Health and Fertility" });
  await page.getByLabel("Free course", { exact: true }).uncheck();
  await page.getByLabel("Price (€)", { exact: true }).fill("-3");
  await expect(page.getByText("The price cannot be negative.")).toBeVisible();
  await expect(page.getByText("Not saved: fix the marked fields")).toBeVisible();
  await page.getByLabel("Price (€)", { exact: true }).fill("14.9");
  await page.getByLabel("SDG 15: Life on land", { exact: true }).check();
  await page.getByRole("combobox", { name: "EQF level" }).selectOption({ label: "Level 6" });
  await page.getByRole("combobox", { name: "Assessment" }).selectOption({ label: "Quiz" });

  // Preview image.
  await page.getByLabel("Preview image", { exact: true }).setInputFiles(path.resolve("tests/e2e/support/preview.png"));
  await expect(page.getByText("preview.png uploaded.")).toBeVisible({ timeout: 30_000 });

  // One section with a video lecture and a PDF lecture, each with its uploaded file.
  await page.getByLabel("New section", { exact: true }).fill("Living soil");
  await page.getByRole("button", { name: "Add section" }).click();
  const section = page.getByRole("listitem", { name: "Section 1: Living soil" });
  await section.getByLabel("New lecture in Living soil", { exact: true }).fill("Roots and microbes");
  await section.getByRole("button", { name: "Add lecture" }).click();
  await section.getByLabel("New lecture in Living soil", { exact: true }).fill("Field protocol");
  await section.getByLabel("Kind", { exact: true }).selectOption("document");
  await section.getByRole("button", { name: "Add lecture" }).click();

  const video = section.getByRole("listitem", { name: "Lecture 1: Roots and microbes" });
  await video.getByLabel("Video for Roots and microbes", { exact: true }).setInputFiles(demo("lecture-demo.webm"));
  await expect(video.getByText("lecture-demo.webm uploaded.")).toBeVisible({ timeout: 30_000 });
  await expect(video.getByText(/min, from the video/)).toBeVisible();

  const pdf = section.getByRole("listitem", { name: "Lecture 2: Field protocol" });
  // A wrong file type is refused beside the field, before any upload.
  await pdf.getByLabel("PDF for Field protocol", { exact: true }).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a pdf") });
  await expect(pdf.getByRole("alert")).toContainText("PDF");
  await pdf.getByLabel("PDF for Field protocol", { exact: true }).setInputFiles(demo("reader-demo.pdf"));
  await expect(pdf.getByText("reader-demo.pdf uploaded.")).toBeVisible({ timeout: 30_000 });
  await pdf.getByLabel("Reading time (minutes)", { exact: true }).fill("20");

  // Submitting before the section is ready lists what is missing.
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /ready/i }).first()).toBeVisible();

  await section.getByLabel("Ready to publish", { exact: true }).check();
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Waiting for approval by an administrator.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toBeDisabled();

  // Withdrawn from the browser (no route): the course is editable again, the audit log says who did it.
  await page.getByRole("button", { name: "Withdraw from review" }).click();
  await expect(page.getByText("Withdrawn: the product is a draft again.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toBeEnabled();
  const withdrawn = (await db().doc(`products/${productId}`).get()).data()!;
  expect(withdrawn.state).toBe("draft");
  expect((await db().doc(`auditLog/${String(withdrawn.lastAuditId)}`).get()).data()).toMatchObject({ action: "product.withdraw", actorUid: uid, target: `products/${productId}` });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Waiting for approval by an administrator.")).toBeVisible();

  const stored = (await db().doc(`products/${productId}`).get()).data()!;
  expect(stored).toMatchObject({ state: "pending", creators: [uid], price: 14.9, free: false, sectionCount: 1, lectureCount: 2, sdgs: [15], eqfLevel: 6, assessment: "quiz" });
  expect(stored.length).toBeGreaterThanOrEqual(21);
  expect(String(stored.previewImg)).toContain(encodeURIComponent(`products/${productId}/preview/`));
  const lectures = await db().collection(`products/${productId}/lectures`).orderBy("order").get();
  expect(lectures.docs.map((entry) => entry.get("title"))).toEqual(["Roots and microbes", "Field protocol"]);
  const media = await db().doc(`products/${productId}/lectures/${lectures.docs[0]!.id}/private/content`).get();
  expect(media.data()).toMatchObject({ kind: "video", source: "storage", fileName: "lecture-demo.webm" });

  // The creator's dashboard shows the course waiting for review.
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Edit Regenerative Soil Practice" })).toBeVisible();

  // Once approved, the uploaded preview image shows on the product page: next/image fetches it
  // from Storage, which its optimiser refuses for any host it was not told about.
  const signIn = await page.request.post(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email: "admin@verdant.test", password: "admin-password-1", returnSecureToken: true } },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const approved = await page.request.post(`/api/admin/approvals/${productId}`, { headers: { Authorization: `Bearer ${idToken}` }, data: { decision: "approve", reason: "" } });
  expect(approved.status()).toBe(200);
  await page.goto(`/products/${productId}`);
  const uploaded = page.locator(`main img[src*="${encodeURIComponent(encodeURIComponent(`products/${productId}/preview/`))}"]`);
  await expect(uploaded.first()).toBeVisible();
  await expect
    .poll(() => uploaded.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
});

test("another signed-in user cannot open someone else's draft in the builder", async ({ page }) => {
  const owner = await createAccount({ email: uniqueEmail("owner"), password, verified: true, record: { firstName: "Ola", lastName: "Owner" } });
  const id = `prod_E2E${Date.now().toString(36).toUpperCase().padEnd(10, "X").slice(0, 10)}`;
  await db().doc(`products/${id}`).set({ title: "Private draft", state: "draft", creators: [owner] });
  const email = uniqueEmail("stranger");
  await createAccount({ email, password, verified: true, record: { firstName: "Sam", lastName: "Stranger" } });
  await signInWithPassword(page, email, password, `/login?next=${encodeURIComponent(`/dashboard/products/${id}/edit`)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Course not found" })).toBeVisible();
  await expect(page.getByText("Private draft")).toHaveCount(0);
});
