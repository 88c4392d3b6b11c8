import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createAccount, uniqueEmail, writeDocument } from "./support/emulators";
import { credentialText } from "./support/credential-text";
import { seededProduct } from "./support/learning";
import { pdfText } from "./support/pdf-text";
import { expectSignedIn, signInWithPassword } from "./support/sign-in";

// A fresh account owning the seeded three-document guide finishes it, gets its certificate,
// shares it, and someone else opens and downloads it (issue 34).
const GUIDE = "Circular Business Model Canvas Guide";
const password = "certificate-password-1";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
});

test("a buyer finishes every lecture, gets a private certificate, makes it public, and a visitor opens it and downloads its PDF and credential", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const guide = await seededProduct(GUIDE);
  const email = uniqueEmail("cora");
  const uid = await createAccount({ email, password, verified: true, record: { firstName: "Cora", lastName: "Zieliński" } });
  await writeDocument(`userProductRelations/${uid}_${guide.id}`, { uid, productId: guide.id, source: "grant", orderId: null, createdOn: new Date() });

  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto(`/library/${guide.id}`);
  for (const [index] of guide.lectureIds.entries()) {
    await page.getByRole("button", { name: "Mark as complete" }).click();
    await expect(page.getByRole("button", { name: "Mark as not complete" })).toBeVisible();
    if (index < guide.lectureIds.length - 1) await page.getByRole("button", { name: /^Next lecture/ }).click();
  }
  await expect(page.getByText("You completed this course. Congratulations!")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "View your certificate" }).click();
  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9]{20}$/);
  const url = page.url();

  // Private at first: its learner sees it, a visitor gets "not found" with a 404.
  await expect(page.getByRole("heading", { level: 1, name: "Cora Zieliński" })).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(url))?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Certificate not found" })).toBeVisible();

  // A name too long is refused beside the field, and nothing changes.
  const nameField = page.getByLabel("Name on the certificate");
  await nameField.fill("x".repeat(500));
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Use at most 120 characters for the name on your certificate.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Cora Zieliński" })).toBeVisible();
  await nameField.fill("Dr. Cora Zieliński");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dr. Cora Zieliński" })).toBeVisible();

  const share = page.getByRole("switch", { name: /Public: anyone with the link/ });
  await share.click();
  await expect(share).toHaveAttribute("aria-checked", "true");

  // Public now: anyone opens it, rendered by the server, and downloads its files.
  expect((await visitor.goto(url))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: "Dr. Cora Zieliński" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: GUIDE })).toHaveAttribute("href", `/products/${guide.id}`);
  const id = url.split("/").pop()!;
  // The QR code holds the page's address on the configured site (NEXT_PUBLIC_SITE_URL).
  await expect(visitor.getByRole("img", { name: new RegExp(`^QR code of https?://.+/certificates/${id}$`) })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Verify this certificate" })).toHaveAttribute("href", "/certificates/verify");
  const [pdf] = await Promise.all([visitor.waitForEvent("download"), visitor.getByRole("link", { name: "Download PDF" }).click()]);
  expect(pdf.suggestedFilename()).toBe(`certificate-${id}.pdf`);
  const text = await pdfText(new Uint8Array(await readFile((await pdf.path())!)));
  expect(text).toContain("Dr. Cora Zieliński");
  expect(text).toContain(GUIDE);
  const [credential] = await Promise.all([visitor.waitForEvent("download"), visitor.getByRole("link", { name: "Download credential" }).click()]);
  expect(credential.suggestedFilename()).toBe(`certificate-${id}.json`);
  const stated = credentialText(await readFile((await credential.path())!, "utf8"));
  expect(stated).toContain(id);
  expect(stated).toContain(GUIDE);
  // The downloaded file is signed: the verify page checks it against the published key.
  await visitor.getByRole("link", { name: "Verify this certificate" }).click();
  await visitor.getByLabel(/^Credential file/).setInputFiles((await credential.path())!);
  await visitor.getByRole("button", { name: "Check file" }).click();
  await expect(visitor.getByRole("status").getByRole("heading", { name: "Valid certificate" })).toBeVisible();
  await expect(visitor.getByRole("status")).toContainText("Dr. Cora Zieliński");

  // The library shows the course done, with its certificate.
  await page.goto("/library");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: GUIDE }) });
  await expect(card).toContainText(`${guide.lectureIds.length} of ${guide.lectureIds.length} lectures`);
  await expect(card.getByRole("link", { name: `Certificate for ${GUIDE}` })).toHaveAttribute("href", `/certificates/${id}`);

  // The learner's recognition pack of the course carries the certificate.
  await page.goto(url);
  const [pack] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Pack as JSON-LD" }).click()]);
  const packText = await readFile((await pack.path())!, "utf8");
  expect(() => JSON.parse(packText)).not.toThrow();
  expect(packText).toContain(`/certificates/${id}`);

  // Hidden again, it is gone for everyone else.
  await page.getByRole("switch", { name: /Public: anyone with the link/ }).click();
  await expect(page.getByRole("switch", { name: /Public: anyone with the link/ })).toHaveAttribute("aria-checked", "false");
  expect((await visitor.goto(url))?.status()).toBe(404);
  await visitor.context().close();
});
