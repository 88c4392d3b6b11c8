// Interaction latency under a 4× CPU slowdown: each action's Event Timing duration (input to
// the next paint), as the browser itself reports it, in Debian's chromium driven by Playwright.
import { chromium } from "@playwright/test";
import { chromiumPath } from "./lighthouse.mjs";

const observe = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
};

/**
 * A tap at the element's centre, once it is in view and the page is idle, the way a phone user
 * taps: Playwright's own locator work (run in the page, slowed down 4× as well) and the
 * scrolling happen before the measured interaction, not inside it.
 */
async function tap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  await page.waitForTimeout(500);
  await page.evaluate(() => (window.__interactions = []));
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Keys pressed in a field that already has the focus, as a user who tabbed or tapped there. */
async function typeInto(page, selector, press) {
  await page.locator(selector).focus();
  await page.waitForTimeout(500);
  await page.evaluate(() => (window.__interactions = []));
  await press();
}

async function measure(browser, url, act) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await page.addInitScript(observe);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(url, { waitUntil: "networkidle" });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await act(page);
  await page.waitForTimeout(500);
  // Entries below the 16 ms threshold are not reported: the interaction took less than that.
  const durations = await page.evaluate(() => window.__interactions);
  await page.close();
  return durations.length ? Math.max(...durations) : 16;
}

/** Each interaction `runs` times, in ms: the median and the slowest. */
export async function measureInteractions(base, productPath, referenceBase, runs = 5) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const cases = [
    ["Add to cart (product page)", `${base}${productPath}`, (page) => tap(page, page.getByRole("button", { name: /Add to cart|Enrol for free/ }).first())],
    ["Tab switch to Reviews (product page)", `${base}${productPath}`, (page) => tap(page, page.getByRole("tab", { name: "Reviews" }))],
    ["Filter change: Type (catalogue)", `${base}/courses`, (page) => typeInto(page, "#filter-type", () => page.keyboard.press("ArrowDown"))],
    ["Typing in the search box (catalogue)", `${base}/courses`, (page) => typeInto(page, "#filter-q", () => page.keyboard.type("soil", { delay: 100 }))],
    ["Reference: a bare Next.js page's button", `${referenceBase}/`, (page) => tap(page, page.getByRole("button", { name: /Add to cart/ }))],
  ];
  const results = [];
  try {
    for (const [name, url, act] of cases) {
      const durations = [];
      for (let run = 0; run < runs; run++) durations.push(await measure(browser, url, act));
      const sorted = [...durations].sort((a, b) => a - b);
      results.push({ name, medianMs: sorted[Math.floor(sorted.length / 2)], worstMs: sorted[sorted.length - 1], durations });
    }
  } finally {
    await browser.close();
  }
  return results;
}
