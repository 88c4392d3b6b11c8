import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Debian's Chromium changes major version between machines (150 and 156 were both seen), and each
 * draws text a little differently: screenshots are compared only with baselines taken by the same
 * major. Without them the comparison is skipped with a note; the layout checks never are.
 */
export function chromiumMajor(executable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"): string {
  try {
    const version = execFileSync(executable, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return /(\d+)\./.exec(version)?.[1] ?? "unknown";
  } catch {
    return "unknown";
  }
}

export const baselineDir = (major = chromiumMajor()) => path.join("tests", "e2e", "__screenshots__", `chromium-${major}`);
export const hasBaseline = (name: string) => process.env.UPDATE_VISUAL === "1" || existsSync(path.join(baselineDir(), name));

/**
 * What breaks a phone layout, measured: content wider than the screen, and text squeezed into a
 * column narrower than 60 px (a title rendered one letter per line). Short labels such as a price
 * or "4.5 (2)" are narrow by nature; only two words or ten characters count.
 */
export async function expectNoBrokenLayout(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) found.push(`the page scrolls sideways by ${overflow} px`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const element = node.parentElement;
      if (!element || seen.has(element) || (text.length < 10 && !/\p{L}{2,}\s+\p{L}{2,}/u.test(text))) continue;
      seen.add(element);
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || element.closest("[aria-hidden=true], .sr-only, script, style, noscript")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 60) found.push(`"${text.slice(0, 40)}" is ${Math.round(box.width)} px wide`);
    }
    return found;
  });
  expect(problems, `${where}: ${problems.join("; ")}`).toEqual([]);
}

/**
 * Parts that change between runs without the layout changing: dates, the video player, toasts, and
 * the bell's unread count, which arrives after hydration.
 */
export const movingParts = (page: Page): Locator[] => [
  page.locator("time"),
  page.locator("video"),
  page.locator("[role=status]"),
  page.getByRole("link", { name: /^Notifications/ }),
];
