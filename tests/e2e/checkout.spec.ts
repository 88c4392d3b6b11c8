import { expect, test, type Page, type Request } from "@playwright/test";
import { adminDb as db, createAccount, readUserRecord, seededProductDoc, uniqueEmail } from "./support/emulators";
import { caughtMailTo } from "./support/mail";
import { pageIdle } from "./support/idle";
import { expectSignedIn, passwordField, signInWithPassword } from "./support/sign-in";
import { agreeAndCheckOut, agreeToCheckout } from "./support/checkout";

// Runs against the demo seed with the local payment provider (PAYMENTS_PROVIDER unset). Every
// test uses a fresh account, so nobody owns these courses yet.
const SOLAR = { title: "Solar and Wind Grid Integration", price: "€39.99" };
const GHG = { title: "GHG Protocol Scopes 1–3 Workbook", price: "€12.99" };
const CITIES = { title: "Climate Adaptation for Cities", price: "€34.99" };
const password = "checkout-password-1";

const productId = async (title: string) => (await seededProductDoc(title)).id;

async function newAccount(name: string) {
  const email = uniqueEmail(name);
  const uid = await createAccount({ email, password, verified: true, record: { firstName: "Greta", lastName: "Tester" } });
  return { email, uid };
}

/** What a cart line looks like in users/{uid}.cart. */
async function cartLine(title: string, price: number) {
  return { productId: await productId(title), title, type: "video_courses", price, free: false };
}

const buyBox = (page: Page) => page.getByRole("complementary", { name: "Price and details" });
const cartList = (page: Page) => page.getByRole("list", { name: "Items in your cart" });
const owns = async (uid: string, title: string) => (await db().doc(`userProductRelations/${uid}_${await productId(title)}`).get()).exists;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
});

test("a visitor's cart survives a reload, joins the account's cart at sign-in, and is paid", async ({ page }) => {
  const { email, uid } = await newAccount("buyer");
  await db().doc(`users/${uid}`).update({ cart: [await cartLine(GHG.title, 12.99)] });
  const solarId = await productId(SOLAR.title);

  await page.goto(`/products/${solarId}`);
  await buyBox(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(buyBox(page).getByRole("link", { name: "In your cart" })).toBeVisible();
  await page.reload();
  await expect(buyBox(page).getByRole("link", { name: "In your cart" })).toBeVisible();

  await buyBox(page).getByRole("link", { name: "In your cart" }).click();
  await expect(cartList(page).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: "Sign in to check out" }).click();
  await page.getByLabel("Email").fill(email);
  await passwordField(page).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartList(page).getByRole("listitem")).toHaveCount(2);
  await expect(cartList(page)).toContainText(SOLAR.title);
  await expect(cartList(page)).toContainText(GHG.title);
  await expect(page.getByText("€52.98")).toBeVisible();
  await expect.poll(async () => ((await readUserRecord(uid))?.cart as { productId: string }[]).map((item) => item.productId)).toContain(solarId);

  await agreeAndCheckOut(page);
  await expect(page).toHaveURL(/\/checkout\/local\/cs_[A-Za-z0-9]{13}$/);
  await expect(page.getByRole("heading", { name: "Test payment" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText(SOLAR.title);
  await page.getByRole("button", { name: "Pay €52.98" }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=order_/);
  await expect(page.getByText("Payment received")).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("order");
  expect(await owns(uid, SOLAR.title)).toBe(true);
  expect(await owns(uid, GHG.title)).toBe(true);
  await expect.poll(async () => (await readUserRecord(uid))?.cart).toEqual([]);

  await page.goto(`/products/${solarId}`);
  await expect(buyBox(page).getByRole("link", { name: "Go to course" })).toHaveAttribute("href", `/library/${solarId}`);
  await page.goto("/dashboard/orders");
  await expect(page.getByRole("list", { name: "Your orders" })).toContainText("Paid");
  await expect(page.getByRole("list", { name: "Your orders" })).toContainText("€52.98");

  // The confirmation arrives by email, and its link opens the order.
  await expect.poll(async () => (await caughtMailTo(email)).map((mail) => mail.subject)).toEqual([`Your order ${orderId} is confirmed`]);
  const [confirmation] = await caughtMailTo(email);
  expect(confirmation!.text).toContain(`${GHG.title}: ${GHG.price}`);
  await page.goto(new URL(/Your order: (\S+)/.exec(confirmation!.text)![1]!).pathname);
  await expect(page.getByText("€52.98").first()).toBeVisible();

  // The provider's cancel link, followed after the payment went through, does not say "Nothing was charged".
  await page.goto(`/checkout/cancelled?order=${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
  await expect(page.getByText("Nothing was charged")).toHaveCount(0);
});

test("cancelling the payment charges nothing, grants nothing and keeps the cart", async ({ page }) => {
  const { email, uid } = await newAccount("canceller");
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  const citiesId = await productId(CITIES.title);

  await page.goto(`/products/${citiesId}`);
  await buyBox(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(buyBox(page).getByRole("link", { name: "In your cart" })).toBeVisible();
  // A signed-in user's cart lives in their record: it is there before the next page loads.
  await expect.poll(async () => ((await readUserRecord(uid))?.cart as { productId: string }[]).map((item) => item.productId)).toEqual([citiesId]);
  await page.goto("/cart");
  await agreeAndCheckOut(page);
  await page.getByRole("button", { name: "Cancel payment" }).click();

  await expect(page).toHaveURL(/\/checkout\/cancelled\?order=order_/);
  await expect(page.getByText("Payment cancelled. Nothing was charged; your cart is unchanged.")).toBeVisible();
  expect(await owns(uid, CITIES.title)).toBe(false);
  await page.goto("/cart");
  await expect(cartList(page)).toContainText(CITIES.title);
  await page.goto(`/products/${citiesId}`);
  await expect(buyBox(page).getByRole("link", { name: "In your cart" })).toBeVisible();
  await expect(buyBox(page).getByRole("link", { name: "Go to course" })).toHaveCount(0);
});

test("a course the user already owns cannot be added to the cart", async ({ page }) => {
  const { email, uid } = await newAccount("owner");
  const solarId = await productId(SOLAR.title);
  await db().doc(`userProductRelations/${uid}_${solarId}`).set({ uid, productId: solarId, source: "grant", orderId: null, createdOn: new Date() });
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);

  await page.goto(`/products/${solarId}`);
  await expect(buyBox(page).getByRole("link", { name: "Go to course" })).toBeVisible();
  await expect(buyBox(page).getByRole("button", { name: "Add to cart" })).toHaveCount(0);
});

test("a network error at checkout says so and keeps the cart", async ({ page }) => {
  const { email, uid } = await newAccount("offline");
  await db().doc(`users/${uid}`).update({ cart: [await cartLine(CITIES.title, 34.99)] });
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.route("**/api/checkout", (route) => route.abort("internetdisconnected"));

  await page.goto("/cart");
  await agreeAndCheckOut(page);
  await expect(page.getByText(/We could not reach the checkout/)).toBeVisible();
  await expect(cartList(page)).toContainText(CITIES.title);
  await page.reload();
  await expect(cartList(page)).toContainText(CITIES.title);
  expect(await owns(uid, CITIES.title)).toBe(false);

  // Back online, the same button goes on to the payment page.
  await page.unroute("**/api/checkout");
  await agreeAndCheckOut(page);
  await expect(page).toHaveURL(/\/checkout\/local\/cs_[A-Za-z0-9]{13}$/);
  await expect(page.getByRole("button", { name: "Pay €34.99" })).toBeVisible();
});

test("two tabs checking out the same cart reach the same payment, and paying it once buys once", async ({ page, context }) => {
  const { email, uid } = await newAccount("two-tabs");
  await db().doc(`users/${uid}`).update({ cart: [await cartLine(SOLAR.title, 39.99)] });
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  const second = await context.newPage();
  await Promise.all([page.goto("/cart"), second.goto("/cart")]);
  await expect(cartList(second)).toContainText(SOLAR.title);

  await Promise.all([agreeToCheckout(page), agreeToCheckout(second)]);
  await Promise.all([page.getByRole("button", { name: "Checkout" }).click(), second.getByRole("button", { name: "Checkout" }).click()]);
  await expect(page).toHaveURL(/\/checkout\/local\/cs_[A-Za-z0-9]{13}$/);
  await expect(second).toHaveURL(/\/checkout\/local\/cs_[A-Za-z0-9]{13}$/);
  expect(second.url()).toBe(page.url());

  await page.getByRole("button", { name: "Pay €39.99" }).click();
  await expect(page.getByText("Payment received")).toBeVisible();
  // The other tab's button now finds the order paid and charges nothing more.
  await second.getByRole("button", { name: "Pay €39.99" }).click();
  await expect(second.getByText("This payment is already finished.")).toBeVisible();
  const orders = await db().collection("orders").where("uid", "==", uid).get();
  expect(orders.docs.map((order) => order.get("status"))).toEqual(["paid"]);
  expect((await db().collection("userProductRelations").where("uid", "==", uid).get()).size).toBe(1);
  // One payment, one confirmation: queued once, and delivered once.
  const queued = await db().collection("mail").where("to", "==", email).get();
  expect(queued.docs.map((mail) => mail.id)).toEqual([`order-confirmation_${orders.docs[0]!.id}`]);
  await expect.poll(async () => (await db().doc(`mail/${queued.docs[0]!.id}`).get()).get("delivery.state")).toBe("SUCCESS");
  expect((await caughtMailTo(email)).map((mail) => mail.mailId)).toEqual([queued.docs[0]!.id]);
});

test("a cart with a course of an unpaid order is refused, and cancelling that order from the cart lets it check out (issue 48)", async ({ page }) => {
  const { email, uid } = await newAccount("open-order");
  await db().doc(`users/${uid}`).update({ cart: [await cartLine(SOLAR.title, 39.99)] });
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto("/cart");
  await agreeAndCheckOut(page);
  await expect(page).toHaveURL(/\/checkout\/local\/cs_[A-Za-z0-9]{13}$/);
  const firstPayment = new URL(page.url()).pathname;

  // Left unpaid; another tab's cart gains the workbook.
  await db().doc(`users/${uid}`).update({ cart: [await cartLine(SOLAR.title, 39.99), await cartLine(GHG.title, 12.99)] });
  await page.goto("/cart");
  await expect(cartList(page).getByRole("listitem")).toHaveCount(2);
  await agreeAndCheckOut(page);
  await expect(page.getByRole("alert").filter({ hasText: "still waiting" })).toHaveText(
    `Your order of “${SOLAR.title}” is still waiting for payment. Complete that payment, or cancel it to check out this cart. Nothing was charged.`,
  );
  await expect(page.getByRole("link", { name: "Complete that payment" })).toHaveAttribute("href", firstPayment);
  const orders = async () => (await db().collection("orders").where("uid", "==", uid).get()).docs.map((order) => order.get("status"));
  expect(await orders()).toEqual(["pending"]);

  await page.getByRole("button", { name: "Cancel that order" }).click();
  await expect(page.getByText("That order is cancelled. You can check out now.")).toBeVisible();
  expect(await orders()).toEqual(["cancelled"]);
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/cs_[A-Za-z0-9]{13}$/);
  await expect(page.getByRole("button", { name: "Pay €52.98" })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe(firstPayment);
});

const cartLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Cart/ });
const storedVisitorCart = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("verdant-cart") ?? "[]") as { productId: string }[]).map((item) => item.productId));
const recordCartIds = async (uid: string) => ((await readUserRecord(uid))?.cart as { productId: string }[]).map((item) => item.productId);

test("a visitor's cart open in two tabs keeps what each tab changed", async ({ page, context }) => {
  const [solarId, citiesId, ghgId] = await Promise.all([productId(SOLAR.title), productId(CITIES.title), productId(GHG.title)]);
  for (const id of [solarId, citiesId]) {
    await page.goto(`/products/${id}`);
    await buyBox(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(buyBox(page).getByRole("link", { name: "In your cart" })).toBeVisible();
  }
  const productPage = await context.newPage();
  await productPage.goto(`/products/${ghgId}`);
  await expect(cartLink(productPage)).toHaveText("Cart, items: 2");
  await page.goto("/cart");

  await page.getByRole("button", { name: `Remove ${SOLAR.title} from your cart` }).click();
  await expect(cartLink(productPage)).toHaveText("Cart, items: 1");
  await buyBox(productPage).getByRole("button", { name: "Add to cart" }).click();
  await expect(buyBox(productPage).getByRole("link", { name: "In your cart" })).toBeVisible();
  expect(await storedVisitorCart(page)).toEqual([citiesId, ghgId]);
  await expect(cartList(page).getByRole("listitem")).toHaveCount(2);
  await expect(cartList(page)).toContainText(GHG.title);
  await expect(cartList(page)).not.toContainText(SOLAR.title);

  await page.getByRole("button", { name: `Remove ${CITIES.title} from your cart` }).click();
  expect(await storedVisitorCart(page)).toEqual([ghgId]);
  await expect(cartLink(productPage)).toHaveText("Cart, items: 1");
  await productPage.reload();
  await expect(buyBox(productPage).getByRole("link", { name: "In your cart" })).toBeVisible();
});

test("a signed-in user's cart open in two tabs keeps what each tab changed", async ({ page, context }) => {
  const { email, uid } = await newAccount("two-tab-cart");
  const [citiesId, ghgId] = await Promise.all([productId(CITIES.title), productId(GHG.title)]);
  await db().doc(`users/${uid}`).update({ cart: [await cartLine(SOLAR.title, 39.99), await cartLine(CITIES.title, 34.99)] });
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  const productPage = await context.newPage();
  await productPage.goto(`/products/${ghgId}`);
  await expect(cartLink(productPage)).toHaveText("Cart, items: 2");
  await page.goto("/cart");
  await expect(cartList(page).getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: `Remove ${SOLAR.title} from your cart` }).click();
  await expect.poll(() => recordCartIds(uid)).toEqual([citiesId]);
  await expect(cartLink(productPage)).toHaveText("Cart, items: 1");
  await buyBox(productPage).getByRole("button", { name: "Add to cart" }).click();
  await expect.poll(() => recordCartIds(uid)).toEqual([citiesId, ghgId]);
  await expect(cartList(page)).toContainText(GHG.title);
  await expect(cartList(page)).not.toContainText(SOLAR.title);

  await page.getByRole("button", { name: `Remove ${CITIES.title} from your cart` }).click();
  await expect.poll(() => recordCartIds(uid)).toEqual([ghgId]);
  await expect(cartLink(productPage)).toHaveText("Cart, items: 1");
});

test("the cart shows today's prices, marks what is no longer for sale and names it by its title at checkout", async ({ page }) => {
  const { email, uid } = await newAccount("stale-cart");
  const solarId = await productId(SOLAR.title);
  const gone = { productId: "prod_doesnotexist", title: "Peatland Restoration Basics", type: "video_courses", price: 19.99, free: false };
  // A cart line kept from when Solar cost €0.01 (or edited to say so), and a product since deleted.
  await db().doc(`users/${uid}`).update({ cart: [await cartLine(SOLAR.title, 0.01), gone] });
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await page.goto("/cart");

  const lines = cartList(page).getByRole("listitem");
  await expect(page.getByRole("status").filter({ hasText: "The price of" })).toHaveText(
    `The price of “${SOLAR.title}” changed from €0.01 to ${SOLAR.price}. “${gone.title}” is no longer available. Remove it to check out.`,
  );
  await expect(lines.nth(0)).toContainText("Price changed from €0.01");
  await expect(lines.nth(0)).toContainText(SOLAR.price);
  await expect(lines.nth(1)).toContainText("No longer available");
  // What checkout will charge: the product no longer for sale is not counted.
  await expect(page.getByText("Total", { exact: true }).locator("xpath=..")).toHaveText(`Total${SOLAR.price}`);
  await expect.poll(async () => ((await readUserRecord(uid))?.cart as { productId: string; price: number }[]).find((item) => item.productId === solarId)?.price).toBe(39.99);

  await agreeAndCheckOut(page);
  await expect(page.getByRole("alert").filter({ hasText: "No longer available" })).toHaveText(`No longer available: “${gone.title}”. Remove it from your cart to continue.`);
  await page.getByRole("button", { name: `Remove ${gone.title} from your cart` }).click();
  await expect(page.getByRole("button", { name: `Remove ${SOLAR.title} from your cart` })).toBeFocused();
  await agreeAndCheckOut(page);
  await expect(page.getByRole("button", { name: `Pay ${SOLAR.price}` })).toBeVisible();
});

test("a double click on Add to cart adds the course and stays on its page", async ({ page }) => {
  const solarId = await productId(SOLAR.title);
  await page.goto(`/products/${solarId}`);
  // The focused link's prefetch asks for /cart too; a navigation would follow its answer.
  let cartRequestsOpen = 0;
  const isCart = (request: Request) => new URL(request.url()).pathname === "/cart";
  page.on("request", (request) => isCart(request) && cartRequestsOpen++);
  page.on("requestfinished", (request) => isCart(request) && cartRequestsOpen--);
  page.on("requestfailed", (request) => isCart(request) && cartRequestsOpen--);
  await buyBox(page).getByRole("button", { name: "Add to cart" }).dblclick();
  await expect(buyBox(page).getByRole("link", { name: "In your cart" })).toBeFocused();
  // A navigation the second click started has asked for /cart, had its answer and moved on by
  // the time the page is idle with no request for /cart open.
  await pageIdle(page);
  await expect.poll(() => cartRequestsOpen).toBe(0);
  await pageIdle(page);
  await expect(page).toHaveURL(new RegExp(`/products/${solarId}$`));
  await expect(cartLink(page)).toHaveText("Cart, items: 1");
  // A deliberate click later still goes to the cart.
  await buyBox(page).getByRole("link", { name: "In your cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
