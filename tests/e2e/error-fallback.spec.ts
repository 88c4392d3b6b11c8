import { expect, test } from "@playwright/test";

test("an uncaught render error shows the fallback in place of the page and logs the error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/e2e/render-error");
  await page.getByRole("button", { name: "Break this page" }).click();

  const fallback = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(fallback.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
  await expect(fallback).toContainText("This might be our fault!");
  await expect(fallback).toContainText("Please let us know if this issue persists.");
  await expect(page.getByRole("button", { name: "Break this page" })).toHaveCount(0);
  // The shell stays: the visitor can still navigate away.
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(errors.some((text) => text.includes("Render error requested by the end-to-end suite"))).toBe(true);
});
