import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";

// The accessibility scan judges what stays on screen: a toast that starts fading out while axe
// runs must not fail a page (CI caught one, refunds.spec.ts), and a text that stays pale must.

const html = `<!doctype html><html lang="en"><head><title>A toast</title></head><body><main><h1>Hello</h1><p id="p" style="color:#363636;background:#fff">A toast that fades while axe runs</p></main></body></html>`;

// Once axe is in the page, its first run starts the paragraph's fade, as a toast's exit would.
const fadeOnFirstRun = (fill: FillMode) => {
  const timer = setInterval(() => {
    const w = window as unknown as { axe?: { run: (...args: unknown[]) => unknown } };
    if (!w.axe) return;
    clearInterval(timer);
    const run = w.axe.run;
    let once = false;
    w.axe.run = (...args: unknown[]) => {
      if (!once) document.getElementById("p")!.animate([{ opacity: 0.3 }, { opacity: 0.3 }], { duration: 1200, fill });
      once = true;
      return run.apply(w.axe, args);
    };
  }, 1);
};

test("a fade that starts while axe runs is looked at again once it has ended", async ({ page }) => {
  await page.setContent(html);
  await page.evaluate(fadeOnFirstRun, "none" as FillMode);
  await expectAccessible(page, "race");
});

test("a text that fades and stays pale still fails the scan", async ({ page }) => {
  await page.setContent(html);
  await page.evaluate(fadeOnFirstRun, "forwards" as FillMode);
  await expect(expectAccessible(page, "stays pale")).rejects.toThrow(/color-contrast/);
});
