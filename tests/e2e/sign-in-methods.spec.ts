import { expect, test, type Page } from "@playwright/test";
import { findAccount, findAccountByPhone, latestEmail, latestSmsCode, readUserRecord, uniqueEmail, uniquePhone } from "./support/emulators";
import { expectSignedIn, mainMenu, passwordField } from "./support/sign-in";

test("the social buttons read 'Sign in with' and the provider's name", async ({ page }) => {
  await page.goto("/login");
  for (const name of ["Google", "Facebook", "GitHub", "Twitter"]) {
    await expect(page.getByRole("button", { name: `Sign in with ${name}` })).toBeVisible();
  }
  await page.goto("/register");
  await expect(page.getByRole("button", { name: "Sign in with GitHub" })).toBeVisible();
});

test("a social sign-in that cannot reach the provider says so, and what was typed stays", async ({ page }) => {
  // This machine has no internet, so Google's popup helper cannot load: a real network failure.
  await page.goto("/login");
  await page.getByLabel("Email").fill("buyer@verdant.test");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "We could not reach the sign-in service. Check your connection and try again.",
    { timeout: 20_000 },
  );
  await expect(page.getByLabel("Email")).toHaveValue("buyer@verdant.test");
});

/** Asks /login for a passwordless link and waits for the confirmation. */
async function requestSignInLink(page: Page, email: string, path = "/login") {
  await page.goto(path);
  await page.getByRole("tab", { name: "Sign-in link" }).click();
  await page.getByLabel("Send the link to").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `We sent a sign-in link to ${email}` })).toBeVisible();
}

test("a new visitor signs in with an emailed link, gets an account and a record, and lands where they were going", async ({ page }) => {
  const email = uniqueEmail("linker");
  await requestSignInLink(page, email, "/login?next=%2Fsupport%2Fhelp");

  const { oobLink } = await latestEmail(page, email, "EMAIL_SIGNIN");
  await page.goto(oobLink);
  await expect(page).toHaveURL(/\/support\/help$/);
  await expectSignedIn(page);
  const account = await findAccount(email);
  expect(account).toBeDefined();
  await expect.poll(() => readUserRecord(account!.uid)).toMatchObject({ email, customerId: "", connectId: "", cart: [] });
});

test("an email link opened on another device asks for the address first", async ({ page, browser }) => {
  const email = uniqueEmail("other-device");
  await requestSignInLink(page, email);

  const { oobLink } = await latestEmail(page, email, "EMAIL_SIGNIN");
  const otherDevice = await browser.newPage();
  await otherDevice.goto(oobLink);
  await expect(otherDevice.getByText("confirm the email address this link was sent to")).toBeVisible();
  await otherDevice.getByLabel("Email").fill(email);
  await otherDevice.getByRole("button", { name: "Sign in" }).click();
  await expectSignedIn(otherDevice);
  await otherDevice.close();
});

test("a used email link is refused with a clear message", async ({ page }) => {
  const email = uniqueEmail("twice");
  await requestSignInLink(page, email);
  const { oobLink } = await latestEmail(page, email, "EMAIL_SIGNIN");
  await page.goto(oobLink);
  await expectSignedIn(page);
  await mainMenu(page).getByRole("button", { name: "Sign out" }).click();
  await expect(mainMenu(page).getByRole("link", { name: "Login" })).toBeVisible();

  await page.goto(oobLink);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/not valid any more|has expired/);
});

test("a visitor signs in with a phone code and gets a record; a wrong code and a malformed number are explained", async ({ page }) => {
  const phone = uniquePhone();
  await page.goto("/login");
  await page.getByRole("tab", { name: "Phone" }).click();
  await page.getByLabel("Phone number").fill("0660 123");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Enter your phone number in international format, starting with + and the country code.");

  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We sent a code to ${phone}.`)).toBeVisible();
  const code = await latestSmsCode(page, phone);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("6-digit code").fill(wrong);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That code is not right. Check the text message and try again.");

  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectSignedIn(page);
  const account = await findAccountByPhone(phone);
  await expect.poll(() => readUserRecord(account!.uid)).toMatchObject({ email: "", firstName: "", cart: [] });
});

test("an unreachable sign-in service is explained and the typed email stays", async ({ page }) => {
  await page.route(/identitytoolkit|accounts:signInWithPassword/, (route) => route.abort("internetdisconnected"));
  await page.goto("/login");
  await page.getByLabel("Email").fill("buyer@verdant.test");
  await passwordField(page).fill("buyer-password-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("We could not reach the sign-in service. Check your connection and try again.");
  await expect(page.getByLabel("Email")).toHaveValue("buyer@verdant.test");
  await expect(passwordField(page)).toHaveValue("buyer-password-1");
});
