import { expect, test } from "@playwright/test";
import { signInWithPassword } from "./support/sign-in";

test("an admin reads the code documentation and jumps to the data model from the contents", async ({ page }) => {
  const path = "/admin/codeDocumentation";
  await signInWithPassword(page, "admin@verdant.test", "admin-password-1", `/login?next=${encodeURIComponent(path)}`);
  await page.waitForURL(`**${path}`);
  await expect(page.getByRole("heading", { level: 1, name: "Code documentation" })).toBeVisible();
  const heading = page.getByRole("heading", { level: 2, name: "Data model" });
  await expect(heading).toBeVisible();

  const contents = page.getByRole("navigation", { name: "Table of contents" });
  await contents.getByRole("link", { name: "Data model" }).click();
  await expect(page).toHaveURL(/#data-model--data-model$/);
  await expect(heading).toBeInViewport();
  // The rules' collections are documented, e.g. the audit log.
  await expect(page.getByRole("heading", { name: "auditLog" })).toBeVisible();
});
