import { expect, test, type Page, type Request } from "@playwright/test";
import { pageIdle } from "./support/idle";

// Route payloads the App Router fetches ahead of a navigation carry the _rsc search parameter.
const isRoutePayload = (request: Request) => new URL(request.url()).searchParams.has("_rsc");

function routePayloads(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (isRoutePayload(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test("a catalogue visitor's phone fetches no other page while the catalogue starts", async ({ page }) => {
  const fetched = routePayloads(page);
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Next would have asked for every product card and menu link in view once the page went idle.
  await page.waitForLoadState("networkidle");
  await pageIdle(page);
  expect(fetched).toEqual([]);
});

test("pointing at a link fetches that page alone, once, and the click then opens it", async ({ page }) => {
  const fetched = routePayloads(page);
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  const help = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help" });
  const prefetch = page.waitForRequest((request) => isRoutePayload(request) && new URL(request.url()).pathname === "/support/help");
  await help.hover();
  await prefetch;
  await pageIdle(page);
  // The router may fetch a route in parts (its tree, then its segments); a second pass of the
  // pointer must add nothing.
  const afterFirstPass = fetched.length;
  expect(new Set(fetched)).toEqual(new Set(["/support/help"]));
  await page.mouse.move(0, 0);
  await help.hover();
  await pageIdle(page);
  expect(fetched).toHaveLength(afterFirstPass);

  await help.click();
  await expect(page).toHaveURL(/\/support\/help$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a keyboard user's focus on a link fetches its page too", async ({ page }) => {
  const fetched = routePayloads(page);
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  const prefetch = page.waitForRequest((request) => isRoutePayload(request) && new URL(request.url()).pathname === "/cart");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart" }).focus();
  await prefetch;
  expect(fetched).toContain("/cart");
});
