import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { pdfText } from "./support/pdf-text";
import { signInWithPassword } from "./support/sign-in";

// Issue 34's recognition pack, against the demo seed (scripts/seed-data/product-data.mjs).
const LCA = "Life Cycle Assessment in Practice";

const titles = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("listitem").getByRole("heading", { level: 3 }).allTextContents();
const downloaded = async (download: Download) => new Uint8Array(await readFile((await download.path())!));

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
});

test("a visitor downloads a course's recognition pack as JSON-LD and PDF from its page", async ({ page }) => {
  await page.goto("/courses");
  await page.getByRole("link", { name: LCA }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: LCA })).toBeVisible();
  // The facts a home university compares, server-rendered beside the price and in the Overview.
  const details = page.getByRole("complementary", { name: "Price and details" });
  for (const fact of ["0.5 ECTS", "EQF level 7", "Project"]) await expect(details.getByText(fact, { exact: true })).toBeVisible();
  const pack = page.getByRole("region", { name: "Recognition pack" });
  await expect(pack.getByText("Basic environmental science and spreadsheet skills.")).toBeVisible();

  const [json] = await Promise.all([page.waitForEvent("download"), pack.getByRole("link", { name: "Recognition pack (JSON-LD)" }).click()]);
  expect(json.suggestedFilename()).toMatch(/^recognition-pack-prod_\w+\.jsonld$/);
  const document = JSON.parse(Buffer.from(await downloaded(json)).toString("utf8"));
  expect(document["@context"]).toBe("http://data.europa.eu/snb/model/context/edc-ap");
  expect(document.learningSpecification.creditPoint[0].point).toBe("0.5");
  expect(document.learningSpecification.educationLevel[0].id).toBe("http://data.europa.eu/snb/eqf/7");
  expect(document.learningSpecification.learningOutcome.map((outcome: { title: { en: string } }) => outcome.title.en)).toEqual([
    "Define a functional unit and system boundaries for a comparative LCA",
    "Build a life cycle inventory from primary and background data",
    "Select and apply impact assessment methods such as EF 3.1",
    "Run a sensitivity analysis and report results transparently",
  ]);

  const [pdf] = await Promise.all([page.waitForEvent("download"), pack.getByRole("link", { name: "Recognition pack (PDF)" }).click()]);
  const text = await pdfText(await downloaded(pdf));
  for (const part of [LCA, "0.5 ECTS", "EQF level 7", "Project"]) expect(text).toContain(part);
});

test("a course that is not approved has no pack", async ({ request }) => {
  const pending = (await db().collection("products").where("title", "==", "Nature-based Solutions for Flood Risk").limit(1).get()).docs[0]!;
  for (const kind of ["jsonld", "pdf"]) {
    const response = await request.get(`/api/products/${pending.id}/recognition-pack.${kind}`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: "recognition/not-found" });
  }
});

test("filtering the catalogue by EQF level, then ECTS credits, then goal narrows the results", async ({ page }) => {
  await page.goto("/courses");
  const apply = () => page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByLabel("EQF level", { exact: true }).selectOption("7");
  await apply();
  await expect(page).toHaveURL(/\/courses\?eqf=7$/);
  await expect.poll(async () => (await titles(page)).sort()).toEqual(
    [LCA, "Integrated Water Resources Management", "Sustainable Urban Mobility Planning Toolkit", "Climate Adaptation for Cities", "Carbon Pricing and Policy Instruments"].sort(),
  );
  await page.getByLabel("ECTS credits", { exact: true }).selectOption({ label: "Under 1" });
  await apply();
  await expect(page).toHaveURL(/\/courses\?eqf=7&ects=under-1$/);
  await expect.poll(async () => (await titles(page)).sort()).toEqual([LCA, "Integrated Water Resources Management", "Climate Adaptation for Cities"].sort());
  await page.getByLabel("Sustainable Development Goal", { exact: true }).selectOption({ label: "SDG 15: Life on land" });
  await apply();
  await expect.poll(() => titles(page)).toEqual(["Integrated Water Resources Management"]);
  await expect(page.getByText("EQF level 7", { exact: true })).toBeVisible();
});

test("a creator sets the EQF level and assessment, sees the pack's preview, and cannot submit without them", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("recognition");
  const password = "recognition-password-1";
  await createAccount({ email, password, verified: true, record: { firstName: "Ida", lastName: "Lind" } });
  await signInWithPassword(page, email, password, "/login?next=%2Fdashboard%2Fproducts%2Fnew");
  await page.getByLabel("Title", { exact: true }).fill("Peatland Restoration");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Peatland Restoration" })).toBeVisible();

  const checklist = page.getByRole("alert").filter({ hasText: "Choose" });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(checklist).toContainText("Choose the course's EQF level.");
  await expect(checklist).toContainText("Choose how learners are assessed.");

  const preview = page.getByRole("region", { name: "Recognition pack preview" });
  // University, EQF level and assessment: nothing chosen yet.
  await expect(preview.getByText("Not set", { exact: true })).toHaveCount(3);
  await page.getByRole("combobox", { name: "EQF level" }).selectOption({ label: "Level 6" });
  await page.getByRole("combobox", { name: "Assessment" }).selectOption({ label: "Portfolio" });
  await page.getByLabel("Prerequisites", { exact: true }).fill("Introductory ecology");
  for (const text of ["EQF level 6", "Portfolio", "Introductory ecology"]) await expect(preview.getByText(text, { exact: true })).toBeVisible();
  await expect(preview.getByText("Not set", { exact: true })).toHaveCount(1);

  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Submit for review" }).click();
  // Other things are still missing (a description, sections), but no longer these two.
  await expect(page.getByRole("alert").filter({ hasText: "Write a description." })).toBeVisible();
  await expect(page.getByText("Choose the course's EQF level.")).toHaveCount(0);
  await expect(page.getByText("Choose how learners are assessed.")).toHaveCount(0);
});
