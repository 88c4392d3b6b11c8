import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

// axe-core's own build, evaluated in the page over the DevTools protocol, so the page's CSP does
// not stand in its way and no second copy of axe comes with a wrapper package.
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

// WCAG 2.2 levels A and AA, plus axe's best practices (landmarks, heading order, one h1...).
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** Runs axe once the page's animations have ended; says whether anything moved or went while it ran. */
function scan(page: Page) {
  return page.evaluate(async (tags) => {
    type Node = { target: string[]; failureSummary?: string; element?: Element };
    type Result = { violations: (Omit<Violation, "nodes"> & { nodes: Node[] })[] };
    const finite = () => document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // Scan what stays on screen, not a frame of a toast fading in (its text is paler midway).
    await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } };
    const before = Number(document.timeline.currentTime);
    // A CSS animation or transition that starts meanwhile, also on an element gone by the end.
    let started = false;
    const mark = () => (started = true);
    const starts = ["animationstart", "transitionstart"];
    for (const type of starts) document.addEventListener(type, mark, true);
    // Only violations are read: axe then details one node per passed rule instead of every node.
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], elementRef: true }).finally(() => {
      for (const type of starts) document.removeEventListener(type, mark, true);
    });
    // Or one that had not begun to play yet, or still ran when the scan began; or a node axe
    // faulted that is no longer on the page (a toast removed after it faded).
    const movedDuringScan =
      started ||
      finite().some(({ pending, startTime, effect }) => pending || startTime === null || Number(startTime) + Number(effect!.getComputedTiming().endTime) > before) ||
      result.violations.some(({ nodes }) => nodes.some(({ element }) => element && !element.isConnected));
    return {
      violations: result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) })),
      movedDuringScan,
    };
  }, TAGS);
}

/** Fails with each rule broken on the page as it is now (the rule, where and why), or when the page scrolls sideways. */
export async function expectAccessible(page: Page, state: string) {
  await page.waitForLoadState("networkidle");
  // A page's title streams in after its content on a client-side navigation (generateMetadata).
  await expect(page, `the title of ${state}`).toHaveTitle(/\S/);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const first = await scan(page);
  // A toast that began to fade out while axe ran was scanned in a pale frame (CI caught one at
  // 3.03:1): what stays on screen is what the scan must judge, so it looks again once it settled.
  const { violations } = first.violations.length && first.movedDuringScan ? await scan(page) : first;
  const report = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`).join("\n")}`,
  );
  // WCAG 1.4.10 Reflow: only what needs two dimensions (tables, code, the side menu) scrolls sideways.
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  if (scrollWidth > clientWidth) report.push(`reflow: the page is ${scrollWidth} px wide in a ${clientWidth} px window`);
  expect(report, `accessibility of ${state} (${page.url()})`).toEqual([]);
}
