import type { Page } from "@playwright/test";

/** Chooses the buyer's country and ticks the consent to immediate supply, as the cart asks before Checkout. */
export async function agreeToCheckout(page: Page, country = "AT") {
  await page.getByRole("combobox", { name: "Country you live in" }).selectOption(country);
  await page.getByRole("checkbox", { name: /I expressly agree/ }).check();
}

/** Agrees as above, then presses Checkout. */
export async function agreeAndCheckOut(page: Page, country = "AT") {
  await agreeToCheckout(page, country);
  await page.getByRole("button", { name: "Checkout" }).click();
}
