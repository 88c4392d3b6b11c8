import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { agreeAndCheckOut } from "./support/checkout";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { caughtMailTo } from "./support/mail";
import { pdfText } from "./support/pdf-text";
import { roleAccount } from "./support/roles";
import { expectSignedIn, signInWithPassword } from "./support/sign-in";

// A refund completed (issue 31): an admin refunds through the existing API, the local provider's
// signed event comes back to the webhook, and the buyer gets a credit note and one email.
const SOLAR = { title: "Solar and Wind Grid Integration", price: 39.99 };
const password = "credit-note-password-1";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
});

test("a buyer from Germany is refunded by an admin, opens the credit note, downloads its PDF and gets one refund email", async ({ page }) => {
  const email = uniqueEmail("credit-note-de");
  const uid = await createAccount({ email, password, verified: true, record: { firstName: "Jürgen", lastName: "Müller-Łukasz" } });
  const solar = (await db().collection("products").where("title", "==", SOLAR.title).limit(1).get()).docs[0]!;
  await db().doc(`users/${uid}`).update({ cart: [{ productId: solar.id, title: SOLAR.title, type: "video_courses", price: SOLAR.price, free: false }] });

  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto("/cart");
  await expect(page.getByRole("list", { name: "Items in your cart" })).toContainText(SOLAR.title);
  await agreeAndCheckOut(page, "DE");
  await page.getByRole("button", { name: "Pay €39.99" }).click();
  await expect(page.getByText("Payment received")).toBeVisible();
  const orderDoc = (await db().collection("orders").where("uid", "==", uid).get()).docs[0]!;
  const invoiceNumber = orderDoc.get("invoiceNumber") as string;

  // The admin refunds through the existing route; the other helper's /admin/orders page calls it too.
  const admin = roleAccount("admin");
  const signIn = await page.request.post(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email: admin.email, password: admin.password, returnSecureToken: true },
  });
  const headers = { Authorization: `Bearer ${((await signIn.json()) as { idToken: string }).idToken}` };
  const refunded = await page.request.post(`/api/admin/orders/${orderDoc.id}/refund`, { headers, data: { reason: "Withdrawal within 14 days" } });
  expect(await refunded.json()).toEqual({ status: "refunded" });
  // A second click answers that the order is no longer paid, and nothing happens twice.
  expect((await page.request.post(`/api/admin/orders/${orderDoc.id}/refund`, { headers, data: { reason: "Withdrawal within 14 days" } })).status()).toBe(409);

  const order = (await orderDoc.ref.get()).data()!;
  expect(order).toMatchObject({ status: "refunded", invoiceNumber });
  const number = order.creditNoteNumber as string;
  expect(number).toMatch(/^CN-\d{4}-\d{6}$/);

  await page.goto(`/dashboard/orders/${orderDoc.id}`);
  await page.getByRole("link", { name: `Credit note ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Credit note ${number}` })).toBeVisible();
  const details = page.getByRole("definition").filter({ hasText: invoiceNumber });
  await expect(details.getByRole("link", { name: invoiceNumber })).toHaveAttribute("href", `/dashboard/orders/${orderDoc.id}/invoice`);
  // 39.99 / 1.19: net 33.61, VAT 6.38, each negated.
  await expect(page.getByRole("table").getByRole("row", { name: /Total/ })).toHaveText(/-€33\.61\s*-€6\.38\s*-€39\.99/);
  await expect(page.getByText("Jürgen Müller-Łukasz")).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`credit-note-${number}.pdf`);
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain(`Credit note number ${number}`);
  expect(text).toContain(`Reverses invoice ${invoiceNumber}`);
  expect(text).toContain("19 % on -€33.61 net = -€6.38 VAT");
  expect(text).toContain("Jürgen Müller-Łukasz");

  // The local catcher delivers within moments; the refund email arrives exactly once.
  await expect.poll(async () => (await caughtMailTo(email)).filter((mail) => mail.subject === `Your order ${orderDoc.id} was refunded`).length, { timeout: 20_000 }).toBe(1);
  const [refundMail] = (await caughtMailTo(email)).filter((mail) => mail.subject.endsWith("was refunded"));
  expect(refundMail!.text).toContain(`Your credit note ${number}:`);
  expect(refundMail!.text).toContain(`/dashboard/orders/${orderDoc.id}/credit-note`);
});
