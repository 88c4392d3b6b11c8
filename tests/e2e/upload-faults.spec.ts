import path from "node:path";
import { expect, test } from "@playwright/test";
import { createAccount, uniqueEmail } from "./support/emulators";
import { signInWithPassword } from "./support/sign-in";

const password = "upload-password-1";

// lib/firebase/client.ts's UPLOAD_RETRY_MS: the Storage SDK gives up after 30 s of failures.
const UPLOAD_RETRY_MS = 30_000;

test("an upload cut off by the network says so, keeps what was typed and succeeds on Retry", async ({ page }) => {
  test.setTimeout(120_000);
  // The page's clock runs in real time, except that the 30 s of retries are skipped below.
  await page.clock.install();
  const email = uniqueEmail("offline-creator");
  await createAccount({ email, password, verified: true, record: { firstName: "Ola", lastName: "Offline" } });
  await signInWithPassword(page, email, password, "/login?next=%2Fdashboard%2Fproducts%2Fnew");
  await page.getByLabel("Title", { exact: true }).fill("Peatland Restoration");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/prod_[A-Za-z0-9]{13}\/edit$/);
  await page.getByLabel("Subtitle", { exact: true }).fill("Rewetting drained bogs");

  // Only Cloud Storage is cut off; the draft keeps saving to Firestore.
  let cutOff = 0;
  await page.route("**/v0/b/**", (route) => {
    cutOff += 1;
    return route.abort("internetdisconnected");
  });
  await page.getByLabel("Preview image", { exact: true }).setInputFiles(path.resolve("tests/e2e/support/preview.png"));
  // The SDK's retry deadline starts with its first request; jumping past it fires its timers as
  // 30 s of waiting would, in the same order.
  await expect.poll(() => cutOff).toBeGreaterThan(0);
  await page.clock.fastForward(UPLOAD_RETRY_MS);
  await expect(page.getByRole("alert").filter({ hasText: "The upload was interrupted. Check your connection and retry." })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Subtitle", { exact: true })).toHaveValue("Rewetting drained bogs");

  await page.unroute("**/v0/b/**");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("preview.png uploaded.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel("Subtitle", { exact: true })).toHaveValue("Rewetting drained bogs");
  await expect(page.getByRole("img", { name: "Current preview image" })).toBeVisible();
});
