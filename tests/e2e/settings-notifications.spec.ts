import { expect, test } from "@playwright/test";
import { Timestamp } from "firebase-admin/firestore";
import { createAccount, readUserRecord, uniqueEmail, writeNotification } from "./support/emulators";
import { signInWithPassword } from "./support/sign-in";

const password = "settings-password-1";

test("a user changes their email preferences and they are stored in their record", async ({ page }) => {
  const email = uniqueEmail("settings");
  const uid = await createAccount({ email, password, record: { firstName: "Rachel", lastName: "Carson" } });
  await signInWithPassword(page, email, password, "/login?next=%2Fdashboard%2Fsettings");
  await expect(page.getByRole("switch", { name: "Newsletter" })).toHaveAttribute("aria-checked", "false");
  await page.getByRole("switch", { name: "Sales" }).click();
  await page.getByRole("switch", { name: "Newsletter" }).click();
  await page.getByRole("switch", { name: /^Low-data mode/ }).click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await expect.poll(async () => (await readUserRecord(uid))?.settings).toEqual({
    emailOnSale: false,
    emailOnReview: true,
    emailOnQuestion: true,
    emailOnApproval: true,
    newsletter: true,
    lowDataMode: true,
  });
  await page.reload();
  await expect(page.getByRole("switch", { name: "Sales" })).toHaveAttribute("aria-checked", "false");
});

test("a user sees their notifications newest first with the unread count, and marks them read", async ({ page }) => {
  const email = uniqueEmail("notified");
  const uid = await createAccount({ email, password, record: { firstName: "Greta", lastName: "T" } });
  await writeNotification(uid, "older", { title: "Approved: Soil Health", body: "<b>now</b> live", read: false, createdAt: Timestamp.fromDate(new Date("2025-01-01")) });
  await writeNotification(uid, "newer", { title: "New sale: LCA", body: "A learner bought your course.", read: false, createdAt: Timestamp.fromDate(new Date("2025-06-01")) });
  await writeNotification(uid, "seen", { title: "Welcome", body: "Hello", read: true, createdAt: Timestamp.fromDate(new Date("2024-12-01")) });

  await signInWithPassword(page, email, password, "/login?next=%2Fdashboard%2Fnotifications");
  await expect(page.getByText("2 unread")).toBeVisible();
  await expect(page.getByRole("listitem")).toContainText(["New sale: LCA", "Approved: Soil Health", "Welcome"]);
  // User text is shown as text: the tags are visible, not rendered.
  await expect(page.getByText("<b>now</b> live")).toBeVisible();

  await page.getByRole("listitem").filter({ hasText: "New sale: LCA" }).getByRole("button", { name: /Mark as read/ }).click();
  await expect(page.getByText("1 unread")).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("All caught up")).toBeVisible();
  await page.reload();
  await expect(page.getByText("All caught up")).toBeVisible();
});
