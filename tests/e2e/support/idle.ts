import type { Page } from "@playwright/test";

/**
 * Resolves once the page's main thread has gone idle twice in a row. Work the page had scheduled
 * by then (the router's prefetches, a navigation a second click started) has begun, and the
 * requests it sent are visible to page.on("request"): a check that something did not happen can
 * run now instead of after a fixed sleep.
 */
export async function pageIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
  // One more round trip, so request events sent before the idle callbacks have arrived.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
