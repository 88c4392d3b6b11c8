import { expect, test, type Page, type Request } from "@playwright/test";
import { pageIdle } from "./support/idle";

// Route payloads the App Router fetches ahead of a navigation carry the _rsc search parameter.
const isRoutePayload = (request: Request) => new URL(request.url()).searchParams.has("_rsc");

function routePayloads(page: Page) {
  const paths: string[] = [];
  const inFlight = new Set<Request>();
  page.on("request", (request) => {
    if (!isRoutePayload(request)) return;
    paths.push(new URL(request.url()).pathname);
    inFlight.add(request);
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  return { paths, inFlight };
}

/**
 * Resolves once every route payload asked for has arrived and the page, idle after that, asked for
 * no more: the router fetches a route's segments only when its tree has come back, which on a busy
 * machine is after the page first went idle.
 */
async function payloadsSettled(page: Page, { paths, inFlight }: ReturnType<typeof routePayloads>) {
  for (;;) {
    await expect.poll(() => inFlight.size).toBe(0);
    const seen = paths.length;
    await pageIdle(page);
    if (paths.length === seen && inFlight.size === 0) return;
  }
}

test("a catalogue visitor's phone fetches no other page while the catalogue starts", async ({ page }) => {
  const { paths: fetched } = routePayloads(page);
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Next would have asked for every product card and menu link in view once the page went idle.
  await page.waitForLoadState("networkidle");
  await pageIdle(page);
  expect(fetched).toEqual([]);
});

test("pointing at a link fetches that page alone, once, and the click then opens it", async ({ page }) => {
  const payloads = routePayloads(page);
  const fetched = payloads.paths;
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  const help = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help" });
  const prefetch = page.waitForRequest((request) => isRoutePayload(request) && new URL(request.url()).pathname === "/support/help");
  await help.hover();
  await prefetch;
  await payloadsSettled(page, payloads);
  // The router may fetch a route in parts (its tree, then its segments); a second pass of the
  // pointer must add nothing.
  const afterFirstPass = fetched.length;
  expect(new Set(fetched)).toEqual(new Set(["/support/help"]));
  await page.mouse.move(0, 0);
  await help.hover();
  await payloadsSettled(page, payloads);
  expect(fetched).toHaveLength(afterFirstPass);

  await help.click();
  await expect(page).toHaveURL(/\/support\/help$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a keyboard user's focus on a link fetches its page too", async ({ page }) => {
  const { paths: fetched } = routePayloads(page);
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  const prefetch = page.waitForRequest((request) => isRoutePayload(request) && new URL(request.url()).pathname === "/cart");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart" }).focus();
  await prefetch;
  expect(fetched).toContain("/cart");
});
