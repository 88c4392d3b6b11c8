import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { agreeToCheckout } from "./support/checkout";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { pdfText } from "./support/pdf-text";
import { expectSignedIn, signInWithPassword } from "./support/sign-in";

// A buyer from Germany (issue 31): consent and country at checkout, the invoice with Germany's
// 19 % VAT, and its PDF. Runs against the demo seed with the local payment provider.
const SOLAR = { title: "Solar and Wind Grid Integration", price: 39.99 };
const password = "invoice-password-1";

const cartList = (page: Page) => page.getByRole("list", { name: "Items in your cart" });
const ordersOf = async (uid: string) => (await db().collection("orders").where("uid", "==", uid).get()).docs;

async function buyerWithSolarInCart(name: string) {
  const email = uniqueEmail(name);
  const uid = await createAccount({ email, password, verified: true, record: { firstName: "Jonas", lastName: "Weber" } });
  const solar = (await db().collection("products").where("title", "==", SOLAR.title).limit(1).get()).docs[0]!;
  await db().doc(`users/${uid}`).update({ cart: [{ productId: solar.id, title: SOLAR.title, type: "video_courses", price: SOLAR.price, free: false }] });
  return { email, uid };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
});

test("a buyer from Germany agrees at checkout, pays, and downloads a PDF invoice with 19 % VAT and its number", async ({ page }) => {
  const { email, uid } = await buyerWithSolarInCart("invoice-de");
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto("/cart");
  await expect(cartList(page)).toContainText(SOLAR.title);

  // Without the consent nothing starts, and the reason stands beside the box.
  await page.getByRole("combobox", { name: "Country you live in" }).selectOption("DE");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page.getByRole("checkbox", { name: /I expressly agree/ })).toHaveAccessibleDescription(/Tick the box to agree that the course starts at once/);
  expect(await ordersOf(uid)).toHaveLength(0);

  await agreeToCheckout(page, "DE");
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.getByRole("button", { name: "Pay €39.99" }).click();
  await expect(page.getByText("Payment received")).toBeVisible();

  const [orderDoc] = await ordersOf(uid);
  const order = orderDoc!.data();
  expect(order).toMatchObject({ status: "paid", country: "DE", vatPercent: 19, consent: { version: expect.any(String) } });
  const number = order.invoiceNumber as string;
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  // The account remembers the country for the next checkout.
  expect((await db().doc(`users/${uid}`).get()).get("country")).toBe("DE");

  await page.goto(`/dashboard/orders/${orderDoc!.id}`);
  await page.getByRole("link", { name: `Invoice ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
  // 39.99 / 1.19: net 33.61, VAT 6.38.
  await expect(page.getByRole("table")).toContainText("VAT 19 %");
  await expect(page.getByRole("table").getByRole("row", { name: /Total/ })).toHaveText(/€33\.61\s*€6\.38\s*€39\.99/);
  await expect(page.getByText("Germany")).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain(`Invoice number ${number}`);
  expect(text).toContain("VAT 19 %");
  expect(text).toContain("19 % on €33.61 net = €6.38 VAT");
  expect(text).toContain("Jonas Weber");
});

test("an unknown country is refused beside the field and nothing is charged", async ({ page }) => {
  const { email, uid } = await buyerWithSolarInCart("invoice-xx");
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto("/cart");
  await expect(cartList(page)).toContainText(SOLAR.title);
  // A tampered request: the list offers only real countries.
  await page.route("**/api/checkout", async (route) => {
    const sent = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...sent, country: "XX" }) });
  });
  await agreeToCheckout(page, "DE");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page.getByRole("combobox", { name: "Country you live in" })).toHaveAccessibleDescription(/Choose the country you live in from the list.*Nothing was charged/);
  await expect(page).toHaveURL(/\/cart$/);
  expect(await ordersOf(uid)).toHaveLength(0);
});
