import { expect, test } from "@playwright/test";

// Each worker keeps one browser context and empties it between tests (playwright.config.ts,
// decision 0200). These two run in order in one worker: what the first leaves behind, the
// second must not find, or every other spec could pass or fail by what ran before it.
test.describe.configure({ mode: "serial" });

test("a test leaves cookies, storage, a database, a route and a fake clock behind", async ({ page, context, baseURL }) => {
  await page.goto("/");
  await context.addCookies([{ name: "leftover", value: "1", url: baseURL! }]);
  await page.evaluate(async () => {
    localStorage.setItem("leftover", "1");
    sessionStorage.setItem("leftover", "1");
    await new Promise((resolve, reject) => {
      const opening = indexedDB.open("leftover");
      opening.onsuccess = () => resolve(opening.result.close());
      opening.onerror = () => reject(opening.error);
    });
  });
  await context.route("**/leftover", (route) => route.fulfill({ body: "routed" }));
  await page.clock.install({ time: new Date("2001-01-01T00:00:00Z") });
  expect(await page.evaluate(() => fetch("/leftover").then((response) => response.text()))).toBe("routed");
});

test("the next test in the same worker starts from an empty browser", async ({ page, context }) => {
  expect(await context.cookies()).toEqual([]);
  await page.goto("/");
  // A page of its own would hold two entries (its blank start and this one): more show that
  // this is the first test's page, emptied, so what follows tests the reset.
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(2);
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem("leftover"),
    session: sessionStorage.getItem("leftover"),
    database: (await indexedDB.databases()).some((database) => database.name === "leftover"),
    routed: await fetch("/leftover").then((response) => response.status),
    year: new Date().getFullYear(),
  }));
  expect(left).toEqual({ local: null, session: null, database: false, routed: 404, year: new Date().getFullYear() });
});
