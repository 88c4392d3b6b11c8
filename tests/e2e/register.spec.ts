import { expect, test } from "@playwright/test";
import { createAccount, findAccount, latestEmail, readUserRecord, uniqueEmail } from "./support/emulators";
import { expectSignedIn, mainMenu, passwordField, registerAccount } from "./support/sign-in";

const password = "silent-spring-1962";

/** The shop's own action page for an emailed link, as Firebase's custom action URL opens it. */
const actionPage = (oobLink: string) => `/auth/action${new URL(oobLink).search}`;

test("a visitor registers, is told to check their email, verifies, signs in and lands where they started", async ({ page }) => {
  const email = uniqueEmail("new");
  await registerAccount(page, email, password, "/register?next=%2Fsupport%2Fhelp");
  // Signed out until they sign in: the same as for an address that has an account already.
  await expect(mainMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
  const account = await findAccount(email);
  await expect.poll(() => readUserRecord(account!.uid)).toMatchObject({ email, firstName: "Rachel", lastName: "Carson", customerId: "" });

  const { oobLink } = await latestEmail(page, email, "VERIFY_EMAIL");
  await page.goto(actionPage(oobLink));
  await expect(page.getByText("Your email address is verified. Thank you!")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsupport%2Fhelp$/);
  await page.getByLabel("Email").fill(email);
  await passwordField(page).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/support\/help$/);
  await expectSignedIn(page);
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

// Issue 48: registering a customer's address said "An account with this email already exists".
test("registering a seeded customer's address looks exactly like registering a new one", async ({ page }) => {
  const seen = async (email: string) => {
    await registerAccount(page, email, password, "/register?next=%2Fcart");
    await expect(mainMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
    return {
      url: page.url(),
      main: (await page.getByRole("main").innerText()).replaceAll(email, "ADDRESS"),
      menu: await mainMenu(page).getByRole("link").allTextContents(),
      signIn: await page.getByRole("main").getByRole("link", { name: "Sign in" }).last().getAttribute("href"),
    };
  };
  const fresh = await seen(uniqueEmail("fresh-address"));
  const taken = await seen("buyer@verdant.test");
  expect(taken).toEqual(fresh);
  expect(taken.main).not.toMatch(/already (exists|has an account|in use)/i);
  expect(taken.signIn).toBe("/login?next=%2Fcart");
});

test("the owner of a registered address gets a reset link from the registration form, and gets in with it", async ({ page }) => {
  const email = uniqueEmail("forgot-they-registered");
  await createAccount({ email, password: "the-old-password-1", verified: true, record: { firstName: "Rachel", lastName: "Carson" } });
  await registerAccount(page, email, "what-i-think-it-is", "/register?next=%2Fsupport%2Fhelp");

  const { oobLink } = await latestEmail(page, email, "PASSWORD_RESET");
  await page.goto(actionPage(oobLink));
  await page.getByLabel(/^New password/).fill("a-brand-new-password");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your password is changed. Sign in with your new password.");
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await passwordField(page).fill("a-brand-new-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/support\/help$/);
  await expectSignedIn(page);
});

test("signing in with an address nobody registered answers like a wrong password", async ({ page }) => {
  const answer = async (email: string) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await passwordField(page).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    return page.getByRole("main").getByRole("alert").innerText();
  };
  expect(await answer("buyer@verdant.test")).toBe(await answer(uniqueEmail("nobody")));
});
