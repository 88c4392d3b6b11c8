import { expect, test, type Page } from "@playwright/test";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { signInWithPassword } from "./support/sign-in";

// Issue 35, item 1: a creator captions a video lecture in the builder; the course is then marked
// "Captions" and found by the catalogue's filter, and the media route serves the file to buyers.
const password = "captions-password-1";
const GOOD = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHumus holds water like a sponge.\n";

async function idToken(page: Page, email: string, pass: string): Promise<string> {
  const answer = await page.request.post(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email, password: pass, returnSecureToken: true },
  });
  return ((await answer.json()) as { idToken: string }).idToken;
}

// Words catalogue.spec.ts searches for, which the approved copy must not add results to.
const SEARCHED = ["carbon", "battery", "set", "3015", "lca", "water"];

/**
 * A draft ready for review but for captions: a seeded course's settings with its own text, one
 * section and one video lecture (its seeded media). Outside Lund, not free and without the words
 * catalogue.spec.ts searches for (its university's and course's names stay searchable), so the
 * catalogue tests running beside this one count as before.
 */
async function draftWithOneVideo(uid: string) {
  const lund = (await db().collection("descriptive/university/universities").where("name", "==", "Lund University").get()).docs[0]?.id;
  const approved = await db().collection("products").where("state", "==", "approved").where("type", "==", "video_courses").get();
  const quiet = (doc: (typeof approved.docs)[number]) => !SEARCHED.some((word) => (doc.get("facets") as string[]).includes(`w:${word}`));
  const source = approved.docs.find((doc) => doc.get("university") !== lund && doc.get("price") > 0 && quiet(doc))!;
  const lectures = await source.ref.collection("lectures").where("type", "==", "video").limit(1).get();
  const lecture = lectures.docs[0]!;
  const content = await lecture.ref.collection("private").doc("content").get();
  const id = `prod_cap${Date.now().toString(36).slice(-8).padStart(8, "0")}00`;
  // Unique: a retry, or another run against the same emulators, lists its own copy too.
  const title = `Captioned course ${id.slice(8, 16)}`;
  const section = { id: String(lecture.get("sectionId")), title: "Listening to soil" };
  await db().doc(`products/${id}`).set({
    ...source.data(),
    title,
    subtitle: "Field recordings with captions",
    description: "A short course whose every video has captions.",
    descriptionSEO: "A short course whose every video has captions.",
    learningOutcomes: [],
    sdgs: [],
    // No seeded course is at EQF level 8, so the catalogue's EQF filters running beside it count as before.
    eqfLevel: 8,
    creators: [uid],
    state: "draft",
    participants: 0,
    rating: { stars: 0, count: 0, total: 0 },
    sections: [section],
    readyToPublish: [true],
    facets: [],
    revisionOf: "",
  });
  const lectureId = "lec_CAPTIONS00001";
  await db().doc(`products/${id}/lectures/${lectureId}`).set({ ...lecture.data(), order: 0, captions: [] });
  await db().doc(`products/${id}/lectures/${lectureId}/private/content`).set(content.data()!);
  return { id, title, lectureId, lectureTitle: String(lecture.get("title")) };
}

test("a creator captions a video lecture; buyers get the file, strangers don't, and the catalogue filter finds the course", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("captions");
  const uid = await createAccount({ email, password, verified: true, record: { firstName: "Ida", lastName: "Lind" } });
  const course = await draftWithOneVideo(uid);
  await signInWithPassword(page, email, password, `/login?next=${encodeURIComponent(`/dashboard/products/${course.id}/edit`)}`);
  await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible({ timeout: 30_000 });

  // The checklist warns, without blocking, while the video has no captions.
  const warning = `Video lecture “${course.lectureTitle}” has no captions.`;
  await expect(page.getByText(warning)).toBeVisible();

  const captions = page.getByRole("group", { name: `Captions for ${course.lectureTitle}` });
  const file = captions.getByLabel(`Captions file for ${course.lectureTitle}`);
  // A bad file: the line and reason of its first error, and nothing uploaded.
  await file.setInputFiles({ name: "soil.vtt", mimeType: "text/vtt", buffer: Buffer.from(GOOD.replace("WEBVTT\n\n", "")) });
  await expect(captions.getByRole("alert")).toHaveText("soil.vtt was not uploaded. Line 1: missing WEBVTT header: the file must start with the line “WEBVTT”.");
  await file.setInputFiles({ name: "soil.vtt", mimeType: "text/vtt", buffer: Buffer.from(GOOD.replace("00:00:04.000", "00:00:04,000")) });
  await expect(captions.getByRole("alert")).toContainText("Line 3: bad timestamp:");

  // A good one is uploaded with progress and listed.
  await captions.getByRole("combobox", { name: "Language" }).selectOption("en");
  await file.setInputFiles({ name: "soil.vtt", mimeType: "text/vtt", buffer: Buffer.from(GOOD) });
  await expect(captions.getByText("soil.vtt uploaded.")).toBeVisible({ timeout: 30_000 });
  await expect(captions.getByRole("list", { name: `Captions of ${course.lectureTitle}` })).toContainText("English");
  await expect(captions.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText(warning)).toHaveCount(0);
  const stored = (await db().doc(`products/${course.id}/lectures/${course.lectureId}`).get()).get("captions") as { language: string; label: string; path: string }[];
  expect(stored).toEqual([{ language: "en", label: "English", path: expect.stringMatching(new RegExp(`^products/${course.id}/lectures/${course.lectureId}/[a-z0-9]+-soil\\.vtt$`)) }]);
  const captionPath = stored[0]!.path;

  // Submitted and approved: every video has captions, so the course is marked captioned.
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Waiting for approval by an administrator.")).toBeVisible({ timeout: 15_000 });
  expect((await db().doc(`products/${course.id}`).get()).get("captioned")).toBe(true);
  const admin = await idToken(page, "admin@verdant.test", "admin-password-1");
  const approved = await page.request.post(`/api/admin/approvals/${course.id}`, { headers: { Authorization: `Bearer ${admin}` }, data: { decision: "approve", reason: "" } });
  expect(approved.status()).toBe(200);

  // The media route serves the caption file to a buyer as text/vtt, and refuses a stranger.
  const buyerEmail = uniqueEmail("captions-buyer");
  const buyer = await createAccount({ email: buyerEmail, password, verified: true });
  await db().doc(`userProductRelations/${buyer}_${course.id}`).set({ uid: buyer, productId: course.id, source: "grant", orderId: null, createdOn: new Date() });
  const body = { productId: course.id, lectureId: course.lectureId, captions: captionPath };
  const signed = await page.request.post("/api/media-url", { headers: { Authorization: `Bearer ${await idToken(page, buyerEmail, password)}` }, data: body });
  expect(signed.status()).toBe(200);
  const { url, kind } = (await signed.json()) as { url: string; kind: string };
  expect(kind).toBe("captions");
  const served = await page.request.get(`${baseURL}${url}`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  expect(await served.text()).toBe(GOOD);
  const strangerEmail = uniqueEmail("captions-stranger");
  await createAccount({ email: strangerEmail, password, verified: true });
  const refused = await page.request.post("/api/media-url", { headers: { Authorization: `Bearer ${await idToken(page, strangerEmail, password)}` }, data: body });
  expect(refused.status()).toBe(403);

  // The catalogue marks the course and its "With captions" filter narrows the results to captioned courses.
  await page.goto("/courses");
  const cards = page.locator("main article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.filter({ hasNotText: "Captions" }).count()).toBeGreaterThan(0);
  await page.getByRole("checkbox", { name: "With captions" }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]captions=yes/);
  await expect(page.getByRole("link", { name: course.title })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "With captions" })).toBeChecked();
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.filter({ hasNotText: "Captions" }).count()).toBe(0);

  // The product page says so too.
  await page.goto(`/products/${course.id}`);
  await expect(page.getByRole("complementary", { name: "Price and details" }).getByText("Every video has captions")).toBeVisible();
});
