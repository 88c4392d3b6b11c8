import { expect, test, type Locator } from "@playwright/test";
import { createAccount, uniqueEmail } from "./support/emulators";
import { signedInAs } from "./support/roles";
import { signInWithPassword } from "./support/sign-in";

// A new learner per run, so a grant from an earlier run never reads "already had access".
const PASSWORD = "learner-password-1";
const PRODUCT = "Soil Health Indicators";

test.use(signedInAs("admin"));

/** Picks a product as an admin does: types the start of a title word, then chooses it with the keyboard. */
async function pickProduct(form: Locator, title: string) {
  const field = form.getByRole("combobox", { name: "Product" });
  await field.fill(title.split(" ")[0]!.slice(0, 4).toLowerCase());
  const option = form.getByRole("option", { name: new RegExp(`^${title}`) });
  await expect(option).toBeVisible();
  while ((await option.getAttribute("aria-selected")) !== "true") await field.press("ArrowDown");
  await field.press("Enter");
  await expect(field).toHaveValue(title);
  await expect(form.getByText(/^Chosen:/)).toContainText(title);
}

test("an admin grants a product with a reason and the learner finds it in their library", async ({ page, browser }) => {
  const email = uniqueEmail("granted");
  await createAccount({ email, password: PASSWORD, verified: true, record: { firstName: "Gina", lastName: "Grant" } });
  await page.goto("/admin/course_access");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Find user" }).click();
  await expect(page.getByText("This user has no products yet.")).toBeVisible();
  const form = page.getByRole("form", { name: "Grant or revoke access" });
  await pickProduct(form, PRODUCT);
  await form.getByLabel("Reason").fill("Scholarship winner");
  await page.getByRole("button", { name: "Grant access" }).click();
  await expect(page.getByRole("cell", { name: PRODUCT })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Grant", exact: true })).toBeVisible();

  // Not the admin's saved session: the learner signs in on their own.
  const learner = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await signInWithPassword(learner, email, PASSWORD, "/login?next=%2Flibrary");
  await expect(learner.getByRole("heading", { name: PRODUCT })).toBeVisible();
  await learner.close();
});

test("a bulk grant reports each email, including one without an account", async ({ page }) => {
  const [first, second] = [uniqueEmail("bulk-a"), uniqueEmail("bulk-b")];
  for (const email of [first, second]) await createAccount({ email, password: PASSWORD, verified: true });
  const unknown = uniqueEmail("nobody");
  await page.goto("/admin/course_access");
  await page.getByLabel("Emails").fill(`${first}, ${second}\n${unknown}`);
  const bulk = page.getByRole("region", { name: "Grant in bulk" });
  await pickProduct(bulk, PRODUCT);
  await bulk.getByLabel("Reason").fill("Workshop participants");
  await page.getByRole("button", { name: "Grant to all" }).click();
  const results = page.getByRole("table", { name: "Results" });
  await expect(results.getByRole("row", { name: `${first} Granted` })).toBeVisible();
  await expect(results.getByRole("row", { name: `${second} Granted` })).toBeVisible();
  await expect(results.getByRole("row", { name: `${unknown} No account` })).toBeVisible();
});

test("the admin overview shows live counts linking to the admin pages", async ({ page }) => {
  await page.goto("/admin");
  const pending = page.getByRole("link", { name: /Products waiting for approval/ });
  await expect(pending).toHaveText(/\d+/);
  await expect(pending).toHaveAttribute("href", "/admin/product_approval");
  await expect(page.getByRole("link", { name: /^Universities\s*\d+$/ })).toBeVisible();
});
