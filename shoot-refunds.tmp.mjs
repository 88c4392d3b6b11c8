// node shoot.mjs <baseURL>: the order page's refund form, /admin/orders and an order's admin page.
import { chromium } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp, FieldValue } from "firebase-admin/firestore";

const base = process.argv[2];
const out = "/tmp/shots-refunds";
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);
const auth = getAuth(app);
const solar = (await db.collection("products").where("title", "==", "Solar and Wind Grid Integration").limit(1).get()).docs[0];
const email = `shot-${Date.now()}@verdant.test`;
const user = await auth.createUser({ email, password: "shots-password-1", emailVerified: true });
await db.doc(`users/${user.uid}`).set({ uid: user.uid, email, firstName: "Jonas", lastName: "Weber", customerId: "", connectId: "", cart: [] });
const order = (id, extra = {}) => db.doc(`orders/${id}`).set({
  uid: user.uid, items: [{ productId: solar.id, title: solar.get("title"), price: solar.get("price") }], creatorIds: [], total: solar.get("price"), currency: "EUR",
  status: "paid", provider: "local", sessionId: `cs_${id}`, createdOn: Timestamp.fromMillis(Date.now() - 3 * 86400000), paidOn: Timestamp.fromMillis(Date.now() - 3 * 86400000), invoiceNumber: `2026-9${String(Date.now()).slice(-5)}`, ...extra,
});
const fresh = `order_shotfresh${Date.now().toString(36)}`.slice(0, 24);
const asked = `order_shotasked${Date.now().toString(36)}`.slice(0, 24);
await order(fresh);
await order(asked, { refundRequest: { state: "pending", reason: "The lectures in section 3 do not play on my tablet, and support could not help within a week.", requestedOn: FieldValue.serverTimestamp() } });
await db.doc(`orders/${asked}/events/refund_requested`).set({ type: "refund_requested", at: FieldValue.serverTimestamp(), actor: { role: "buyer", uid: user.uid, email }, note: "The lectures in section 3 do not play on my tablet, and support could not help within a week." });

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
async function signIn(page, who, password) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(who);
  await page.locator("input[type=password]").first().fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30000 });
}
for (const [w, h] of [[390, 844], [1366, 900]]) {
  for (const [who, password, shots] of [
    [email, "shots-password-1", [["order-form", `/dashboard/orders/${fresh}`, "Ask for a refund"], ["order-requested", `/dashboard/orders/${asked}`, "Refund requested"]]],
    ["admin@verdant.test", "admin-password-1", [["admin-orders", "/admin/orders", "Refund requests waiting"], ["admin-order", `/admin/orders/${asked}`, "Actions"]]],
  ]) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await context.addCookies([{ name: "cookiesPermission", value: "full", url: base }]);
    const page = await context.newPage();
    try {
      await signIn(page, who, password);
      for (const [name, path, heading] of shots) {
        await page.goto(`${base}${path}`);
        await page.getByRole("heading", { name: heading }).first().waitFor({ timeout: 30000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${out}/${name}-${w}.png`, fullPage: true });
        const o = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        console.log("shot", name, w, o > 0 ? `OVERFLOW ${o}` : "");
      }
    } catch (error) {
      console.log("FAILED", who, w, String(error).slice(0, 300));
      await page.screenshot({ path: `${out}/failed-${w}.png` });
    }
    await context.close();
  }
}
await browser.close();
process.exit(0);
