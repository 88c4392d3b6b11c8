import { expect, test, type Page } from "@playwright/test";
import { createAccount, findAccount, latestEmail, latestSmsCode, linkGoogle, readUserRecord, uniqueEmail, uniquePhone, writeUserRecord } from "./support/emulators";
import { expectSignedIn, mainMenu, signInWithPassword } from "./support/sign-in";

const password = "account-password-1";
const section = (page: Page, name: string) => page.getByRole("region", { name });

async function newUserOnAccountPage(page: Page, { verified = true } = {}) {
  const email = uniqueEmail("account");
  const uid = await createAccount({ email, password, verified, record: { firstName: "Wangari", lastName: "Maathai" } });
  await signInWithPassword(page, email, password, "/login?next=%2Fdashboard%2Faccount");
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  return { email, uid };
}

test("a user corrects their name and it is saved in their record", async ({ page }) => {
  const { uid } = await newUserOnAccountPage(page);
  await expect(page.getByLabel("First name")).toHaveValue("Wangari");
  await page.getByLabel("Last name").fill("");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByLabel("Last name")).toHaveAccessibleDescription("Enter your last name.");
  await page.getByLabel("Last name").fill("Muta Maathai");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name is saved.")).toBeVisible();
  expect(await readUserRecord(uid)).toMatchObject({ firstName: "Wangari", lastName: "Muta Maathai" });
  await page.reload();
  await expect(page.getByLabel("Last name")).toHaveValue("Muta Maathai");
});

test("an unverified user sends a verification email and the link verifies the address", async ({ page }) => {
  const { email } = await newUserOnAccountPage(page, { verified: false });
  await expect(section(page, "Email").getByText("Not verified")).toBeVisible();
  await expect(section(page, "Two-step verification")).toContainText("Verify your email address first");
  await page.getByRole("button", { name: "Send verification email" }).click();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();

  const { oobCode } = await latestEmail(page, email, "VERIFY_EMAIL");
  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`);
  await expect(page.getByText("Your email address is verified. Thank you!")).toBeVisible();
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(section(page, "Email").getByText("Verified", { exact: true })).toBeVisible();
});

test("a user turns on two-step verification, and the next sign-in asks for the texted code", async ({ page }) => {
  const { email } = await newUserOnAccountPage(page);
  const phone = uniquePhone();
  await page.getByLabel("Phone for sign-in codes").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("6-digit code").fill(await latestSmsCode(page, phone));
  await page.getByRole("button", { name: "Turn on two-step verification" }).click();
  await expect(page.getByText("Two-step verification is on.")).toBeVisible();
  await expect(section(page, "Two-step verification")).toContainText(`Text message to ${phone}`);

  await mainMenu(page).getByRole("button", { name: "Sign out" }).click();
  await expect(mainMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
  await signInWithPassword(page, email, password);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await expect(page.getByText(/We sent a code to your phone/)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await latestSmsCode(page, phone));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expectSignedIn(page);
});

test("a user with Google linked sees both sign-in methods and unlinks Google", async ({ page }) => {
  const email = uniqueEmail("linked");
  await createAccount({ email, password, verified: true, record: { firstName: "Greta", lastName: "T" } });
  await linkGoogle(page, email, password);
  await signInWithPassword(page, email, password, "/login?next=%2Fdashboard%2Faccount");
  const methods = section(page, "Sign-in methods");
  await expect(methods.getByRole("listitem")).toHaveText([/Email and password/, /Google/]);
  await methods.getByRole("button", { name: "Unlink Google" }).click();
  await expect(page.getByText("Google is no longer linked.")).toBeVisible();
  await expect(methods.getByRole("listitem")).toHaveText([/Email and password/]);
  await expect(methods.getByRole("button", { name: "Unlink Email and password" })).toBeDisabled();
  await expect(methods.getByRole("button", { name: "Link Google" })).toBeVisible();
});

test("deleting the account needs the password, removes the record and the sign-in, and signs out", async ({ page }) => {
  const { email, uid } = await newUserOnAccountPage(page);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Delete account permanently" }).click();
  await expect(section(page, "Delete account").getByRole("alert")).toHaveText("The email or password is not right. Check both and try again.");
  expect(await readUserRecord(uid)).toBeDefined();

  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Delete account permanently" }).click();
  await expect(page.getByText("Your account is deleted.", { exact: false })).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
  expect(await readUserRecord(uid)).toBeUndefined();
  expect(await findAccount(email)).toBeUndefined();
});

test("the deletion route refuses a request without a fresh sign-in", async ({ request }) => {
  const response = await request.delete("/api/account");
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ error: "Sign in to do this." });
  const forged = await request.delete("/api/account", { headers: { Authorization: "Bearer not-a-token" } });
  expect(forged.status()).toBe(401);
});

test("a record written late is still picked up by the retries", async ({ page }) => {
  const email = uniqueEmail("late");
  const uid = await createAccount({ email, password });
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await signInWithPassword(page, email, password, "/login?next=%2Fdashboard%2Faccount");
  await expect.poll(() => warnings.filter((text) => text.includes("not found")).length).toBeGreaterThan(0);
  await writeUserRecord(uid, { email, firstName: "Late", lastName: "Comer" });
  await expect(page.getByLabel("First name")).toHaveValue("Late", { timeout: 5_000 });
});

test("a record that never appears is retried 3 times, logged, and nothing is shown to the user", async ({ page }) => {
  const email = uniqueEmail("missing");
  await createAccount({ email, password });
  const logs: { type: string; text: string }[] = [];
  page.on("console", (message) => logs.push({ type: message.type(), text: message.text() }));
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);
  await expect.poll(() => logs.some((log) => log.type === "error" && log.text === "User data could not be retrieved."), { timeout: 8_000 }).toBe(true);
  expect(logs.filter((log) => log.type === "warning" && log.text.includes("not found"))).toHaveLength(3);
  await expect(page.getByRole("main").getByText("User data could not be retrieved.")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});

test("the account page shows the roles the user has: creators are derived from their products", async ({ page }) => {
  await signInWithPassword(page, "creator@verdant.test", "creator-password-1", "/login?next=%2Fdashboard%2Faccount");
  await expect(page.getByText("Your roles: Learner, Creator")).toBeVisible();
  await mainMenu(page).getByRole("button", { name: "Sign out" }).click();
  await signInWithPassword(page, "admin@verdant.test", "admin-password-1", "/login?next=%2Fdashboard%2Faccount");
  await expect(page.getByText("Your roles: Learner, Admin")).toBeVisible();
  await mainMenu(page).getByRole("button", { name: "Sign out" }).click();
  await signInWithPassword(page, "fresh@verdant.test", "fresh-password-1", "/login?next=%2Fdashboard%2Faccount");
  await expect(page.getByText("Your roles: Learner", { exact: true })).toBeVisible();
});
