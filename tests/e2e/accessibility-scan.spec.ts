import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";

// The accessibility scan judges what stays on screen: a toast that starts fading out while axe
// runs must not fail a page (CI caught one, refunds.spec.ts), and a text that stays pale must.

const html = `<!doctype html><html lang="en"><head><title>A toast</title>
<style>@keyframes pale { from { opacity: 0.3 } to { opacity: 0.3 } } .fading { animation: pale 1.2s }</style></head>
<body><main><h1>Hello</h1><p id="p" style="color:#363636;background:#fff">A toast that fades while axe runs</p></main></body></html>`;

type Fade = "fades back" | "stays pale" | "fades and is removed";

// Once axe is in the page, its first run makes the paragraph pale, as a toast's exit would.
const onFirstRun = (fade: Fade) => {
  const timer = setInterval(() => {
    const w = window as unknown as { axe?: { run: (...args: unknown[]) => Promise<unknown> } };
    if (!w.axe) return;
    clearInterval(timer);
    const run = w.axe.run;
    w.axe.run = (...args: unknown[]) => {
      // Later runs are axe's own.
      w.axe!.run = run;
      const p = document.getElementById("p")!;
      // A CSS animation, like react-hot-toast's, on a toast removed before the scan ends.
      if (fade === "fades and is removed") {
        p.classList.add("fading");
        return run.apply(w.axe, args).then((result) => (p.remove(), result));
      }
      p.animate([{ opacity: 0.3 }, { opacity: 0.3 }], { duration: 1200, fill: fade === "stays pale" ? "forwards" : "none" });
      return run.apply(w.axe, args);
    };
  }, 1);
};

const titles = {
  "fades back": "a text that fades while axe runs and comes back is scanned again once it has settled",
  "fades and is removed": "a text that fades while axe runs and is then removed is scanned again without it",
} as const;

for (const fade of ["fades back", "fades and is removed"] as const) {
  test(titles[fade], async ({ page }) => {
    await page.setContent(html);
    await page.evaluate(onFirstRun, fade);
    await expectAccessible(page, fade);
  });
}

test("a text that fades and stays pale still fails the scan", async ({ page }) => {
  await page.setContent(html);
  await page.evaluate(onFirstRun, "stays pale" as Fade);
  await expect(expectAccessible(page, "stays pale")).rejects.toThrow(/color-contrast/);
});
