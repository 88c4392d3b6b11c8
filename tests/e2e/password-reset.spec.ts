import { expect, test, type Page } from "@playwright/test";

// reviewer3 is used by no other e2e test, so changing its password disturbs nothing.
const email = "reviewer3@verdant.test";

/** The newest reset code the Auth emulator "sent" to `address`. */
async function latestResetCode(page: Page, address: string): Promise<string> {
  const response = await page.request.get(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.GCLOUD_PROJECT}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const codes = oobCodes.filter((code) => code.email === address && code.requestType === "PASSWORD_RESET");
  return codes.at(-1)?.oobCode ?? "";
}

async function signIn(page: Page, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("tabpanel", { name: "Password" }).getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a user who forgot their password gets a link, chooses a new one and signs in with it", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account exists for ${email}`);

  let code = "";
  await expect.poll(async () => (code = await latestResetCode(page, email))).not.toBe("");
  await page.goto(`/auth/action?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await page.getByLabel(/^New password/).fill("short");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription("Choose a password with at least 8 characters.");
  await page.getByLabel(/^New password/).fill("a-brand-new-password");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your password is changed. Sign in with your new password.");

  // The link works once only.
  await page.goto(`/auth/action?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("This link is not valid any more");

  await signIn(page, "reviewer-password-3");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not right. Check both and try again.");
  await signIn(page, "a-brand-new-password");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Library" })).toBeVisible();
});

test("an unknown email gets the same answer, so nobody can probe which accounts exist", async ({ page }) => {
  await page.goto("/login/reset");
  await page.getByLabel("Email").fill("nobody-here@verdant.test");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for nobody-here@verdant.test");
});

test("a malformed email or a broken link is explained", async ({ page }) => {
  await page.goto("/login/reset");
  await page.getByLabel("Email").fill("reviewer3@");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
  await page.goto("/auth/action?mode=resetPassword");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("This link is not valid.");
  await page.goto("/auth/action?mode=resetPassword&oobCode=made-up-code");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("This link is not valid any more");
});
