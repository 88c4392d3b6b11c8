import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { agreeToCheckout } from "./support/checkout";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { caughtMailTo } from "./support/mail";
import { roleStateFile } from "./support/roles";
import { expectSignedIn, signInWithPassword } from "./support/sign-in";

// Issue 31, refunds end to end: checkout's consent waives the withdrawal right, so an admin grants
// goodwill first; then the buyer asks from the order page, the admin finds the request by the
// buyer's email on /admin/orders and refunds it, and the course leaves the buyer's library.
const SOLAR = { title: "Solar and Wind Grid Integration", price: 39.99 };
const password = "refunds-password-1";

async function buyerWithSolarInCart() {
  const email = uniqueEmail("refund");
  const uid = await createAccount({ email, password, verified: true, record: { firstName: "Rita", lastName: "Refund" } });
  const solar = (await db().collection("products").where("title", "==", SOLAR.title).limit(1).get()).docs[0]!;
  await db().doc(`users/${uid}`).update({ cart: [{ productId: solar.id, title: SOLAR.title, type: "video_courses", price: SOLAR.price, free: false }] });
  return { email, uid, productId: solar.id };
}

async function openOrderAsAdmin(admin: Page, email: string) {
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "More admin pages" }).getByRole("link", { name: "Orders" }).click();
  await admin.getByRole("searchbox", { name: "Email, order id or invoice number" }).fill(email);
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.getByRole("list", { name: "Orders" }).getByRole("link", { name: /^Order / }).click();
  await expect(admin.getByRole("heading", { name: /^Order order_/ })).toBeVisible();
}

test("a buyer asks for a refund after goodwill, an admin finds it by email and refunds it, and the course is gone", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await page.context().addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
  const { email, uid, productId } = await buyerWithSolarInCart();
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto("/cart");
  await agreeToCheckout(page, "AT");
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.getByRole("button", { name: "Pay €39.99" }).click();
  await expect(page.getByText("Payment received")).toBeVisible();
  const orderId = (await db().collection("orders").where("uid", "==", uid).get()).docs[0]!.id;

  // Bought with the consent: the right of withdrawal is waived, so no form.
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText(/you lose the right of withdrawal, so this order cannot be refunded on request/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Ask for a refund" })).toHaveCount(0);

  const adminContext = await browser.newContext({ storageState: roleStateFile("admin") });
  await adminContext.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
  const admin = await adminContext.newPage();
  await openOrderAsAdmin(admin, email);
  await admin.getByRole("textbox", { name: "Reason" }).fill("The videos were down for two days after purchase.");
  await admin.getByRole("button", { name: "Grant goodwill" }).click();
  await expect(admin.getByRole("list", { name: "Order events" })).toContainText("Goodwill granted");
  await expect(admin.getByRole("button", { name: "Grant goodwill" })).toHaveCount(0);

  // The buyer's request: a reason too long is refused beside the field, nothing lost.
  await page.reload();
  const reason = page.getByRole("textbox", { name: "Your reason" });
  await reason.fill("x".repeat(5000));
  await page.getByRole("button", { name: "Ask for a refund" }).click();
  await expect(reason).toHaveAccessibleDescription(/The reason is 5,000 characters long; shorten it to 2,000 or fewer\./);
  await expect(reason).toHaveValue("x".repeat(5000));
  await reason.fill("The course could not be streamed on my connection.");
  await page.getByRole("button", { name: "Ask for a refund" }).click();
  await expect(page.getByRole("heading", { name: "Refund requested" })).toBeVisible();
  await expectAccessible(page, "the order page with a refund request");

  // The admin's queue holds it; the search by email opens it; Refund applies it once.
  await admin.goto("/admin/orders");
  await expect(admin.getByRole("list", { name: "Orders" })).toContainText(email);
  await expectAccessible(admin, "the admin's orders");
  await openOrderAsAdmin(admin, email);
  await expect(admin.getByRole("region", { name: "Refund request" })).toContainText("The course could not be streamed on my connection.");
  await admin.getByRole("textbox", { name: "Reason" }).fill("Goodwill refund agreed.");
  await admin.getByRole("button", { name: "Refund" }).dblclick();
  await expect(admin.getByRole("list", { name: "Order events" })).toContainText("Refunded");
  await expect(admin.getByText("Refunded", { exact: true }).first()).toBeVisible();
  await expectAccessible(admin, "an admin's order page");
  await adminContext.close();

  expect((await db().doc(`orders/${orderId}`).get()).get("status")).toBe("refunded");
  expect((await db().doc(`userProductRelations/${uid}_${productId}`).get()).exists).toBe(false);
  await page.goto(`/library/${productId}`);
  await expect(page.getByRole("heading", { name: "You don't have access to this course" })).toBeVisible();
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ask for a refund" })).toHaveCount(0);

  // The credit note exists and the order page leads to it.
  const creditNote = (await db().doc(`orders/${orderId}`).get()).get("creditNoteNumber") as string;
  expect(creditNote).toMatch(/^CN-\d{4}-\d{6}$/);
  await page.getByRole("link", { name: `Credit note ${creditNote}` }).click();
  await expect(page.getByText(`Reverses invoice ${(await db().doc(`invoices/${orderId}`).get()).get("number")}`).first()).toBeVisible();

  // Each email of this order reached the buyer exactly once, although Refund was double-clicked.
  const subjects = async () => (await caughtMailTo(email)).map((mail) => mail.subject).sort();
  await expect
    .poll(subjects, { timeout: 20_000 })
    .toEqual([`Your order ${orderId} is confirmed`, `Your order ${orderId} was refunded`].sort());
});
