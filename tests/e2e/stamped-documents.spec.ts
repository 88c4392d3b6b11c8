import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { seededProduct } from "./support/learning";
import { pdfText } from "./support/pdf-text";
import { roleAccount, signedInAs } from "./support/roles";

// Documents stamped for their buyer (issue 35): the seeded buyer, Maya Fischer, bought "Soil
// Health Indicators" (documents) from its creator, Lena Hofer.
const SOIL = "Soil Health Indicators";
const FIRST_LECTURE = "Soil functions and services";

async function idToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const signIn = await request.post(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  return ((await signIn.json()) as { idToken: string }).idToken;
}

const askForUrl = (request: APIRequestContext, token: string, productId: string, lectureId: string) =>
  request.post("/api/media-url", { headers: { Authorization: `Bearer ${token}` }, data: { productId, lectureId } });

test.describe(() => {
  test.use(signedInAs("buyer"));

  test("a buyer's PDF opens in the viewer and carries their name and order on every page", async ({ page }) => {
    const soil = await seededProduct(SOIL);
    const buyer = roleAccount("buyer");
    const relation = await db().doc(`userProductRelations/${buyer.uid}_${soil.id}`).get();
    const orderId = String(relation.get("orderId"));
    expect(orderId).toMatch(/^order_/);

    const framed = page.waitForResponse((response) => /^\/api\/media\//.test(new URL(response.url()).pathname) && response.request().resourceType() === "document");
    await page.goto(`/library/${soil.id}`);
    await expect(page.getByRole("heading", { level: 2, name: FIRST_LECTURE })).toBeVisible();
    await expect(page.locator(`iframe[title="${FIRST_LECTURE} (PDF document)"]`)).toBeVisible();
    const frame = await framed;
    expect(frame.status()).toBe(200);
    expect(frame.headers()["content-type"]).toBe("application/pdf");

    const href = await page.getByRole("link", { name: "Download the PDF" }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    const pages = (await pdfText(await pdf.body())).split("\n");
    for (const text of pages) expect(text).toContain(`Licensed to ${buyer.firstName} ${buyer.lastName} · ${buyer.email} · order ${orderId} ·`);
  });
});

test("the creator's download of the same PDF carries no buyer's stamp", async ({ request }) => {
  const soil = await seededProduct(SOIL);
  const creator = roleAccount("creator");
  const media = await askForUrl(request, await idToken(request, creator.email, creator.password), soil.id, soil.lectureIds[0]!);
  expect(media.status()).toBe(200);
  const pdf = await request.get(((await media.json()) as { url: string }).url);
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(text.length).toBeGreaterThan(0);
  expect(text).not.toContain("Licensed to");
  expect(text).not.toContain(roleAccount("buyer").email);
});

test("a signed-in user who did not buy the course gets 403 and no PDF", async ({ request }) => {
  const soil = await seededProduct(SOIL);
  const email = uniqueEmail("no-stamp");
  await createAccount({ email, password: "no-stamp-password-1", record: { firstName: "Nils", lastName: "Nobuy" } });
  const media = await askForUrl(request, await idToken(request, email, "no-stamp-password-1"), soil.id, soil.lectureIds[0]!);
  expect(media.status()).toBe(403);
  expect(await media.json()).toMatchObject({ error: "You don't have access to this course." });
});
