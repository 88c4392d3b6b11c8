import { expect, test } from "@playwright/test";

const mainMenu = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });

test("a visitor registers, is signed in, and gets a user record", async ({ page }) => {
  const email = `new-${Date.now()}@verdant.test`;
  await page.goto("/register");
  await page.getByLabel("First name").fill("Rachel");
  await page.getByLabel("Last name").fill("Carson");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill("silent-spring-1962");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Library", "Cart", "Dashboard", "Account", "Help"]);

  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  const query = await page.request.post(`http://${host}/v1/projects/${project}/databases/(default)/documents:runQuery`, {
    headers: { Authorization: "Bearer owner" },
    data: { structuredQuery: { from: [{ collectionId: "users" }], where: { fieldFilter: { field: { fieldPath: "email" }, op: "EQUAL", value: { stringValue: email } } } } },
  });
  const [result] = await query.json();
  expect(result.document.fields.firstName.stringValue).toBe("Rachel");
  expect(result.document.fields.customerId.stringValue).toBe("");
});

test("each bad field is explained beside it and nothing typed is lost", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("First name").fill("Rachel");
  await page.getByLabel("Email").fill("rachel@");
  await page.getByLabel(/^Password/).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Last name")).toHaveAccessibleDescription("Enter your last name.");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription("Choose a password with at least 8 characters.");
  await expect(page.getByLabel("First name")).toHaveValue("Rachel");
  await expect(page.getByLabel("Email")).toHaveValue("rachel@");
});

test("an email that already has an account is refused with a way forward", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Last name").fill("Fischer");
  await page.getByLabel("Email").fill("buyer@verdant.test");
  await page.getByLabel(/^Password/).fill("whatever-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "An account with this email already exists. Sign in instead, or reset your password.",
  );
  await expect(mainMenu(page).getByRole("link", { name: "Register" })).toBeVisible();
});
