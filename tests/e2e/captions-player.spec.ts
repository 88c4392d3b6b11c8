import { expect, test, type Page, type Request } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { createAccount, readUserRecord, uniqueEmail } from "./support/emulators";
import { grantCourse, seededProduct } from "./support/learning";
import { signInWithPassword } from "./support/sign-in";

// The seed captions the first lecture of this course in English and German (content/demo/*.vtt,
// six cues over the demo video's 20 s). Each test signs in a buyer of its own, so the captions
// choice, low-data mode and progress of one test never reach another.
const LCA = "Life Cycle Assessment in Practice";
const FIRST = "Why life cycle thinking matters";
const CUP = "A reusable coffee cup only pays off after enough uses.";
const BOUNDARIES = "System boundaries say which processes count.";

async function openAsNewBuyer(page: Page, name: string) {
  const lca = await seededProduct(LCA);
  const email = uniqueEmail(name);
  const uid = await createAccount({ email, password: "captions-password-1", record: { firstName: "Rachel", lastName: "Carson" } });
  await grantCourse(uid, lca.id, LCA);
  return { uid, open: () => signInWithPassword(page, email, "captions-password-1", `/login?next=${encodeURIComponent(`/library/${lca.id}`)}`) };
}

const video = (page: Page) => page.locator("video");
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
const englishTrack = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => {
    const track = Array.from(element.textTracks).find((candidate) => candidate.language === "en");
    // Both cues count as active at the very second one ends and the next begins.
    return { mode: track?.mode, cues: Array.from(track?.activeCues ?? [], (cue) => (cue as VTTCue).text) };
  });
const transcript = (page: Page) => page.getByRole("region", { name: /^Transcript/ });

// The video's own bytes: GET /api/media/… signed for the lecture's video (captions are signed with kind=captions).
const isVideoBytes = (request: Request) => request.url().includes("/api/media/") && new URL(request.url()).searchParams.get("kind") === "video";

test("a buyer turns English captions on by keyboard, sees the cue, searches the transcript and jumps to a match", async ({ page }) => {
  test.setTimeout(120_000);
  const buyer = await openAsNewBuyer(page, "captions");
  await buyer.open();
  await expect(page.getByRole("heading", { level: 2, name: FIRST })).toBeVisible();
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await expect(transcript(page).getByRole("button", { name: /Welcome to this demo lecture/ })).toBeVisible();

  // Every control in order from the keyboard, each with a visible focus ring.
  await page.getByRole("switch", { name: /Low-data mode/ }).focus();
  const controls = page.getByRole("group", { name: `Video controls: ${FIRST}` });
  await page.keyboard.press("Tab");
  await expect(controls.getByRole("slider", { name: "Seek" })).toBeFocused();
  await expect(controls.getByRole("slider", { name: "Seek" })).toHaveAttribute("aria-valuetext", /^0:00 of 0:2\d$/);
  await page.keyboard.press("Tab");
  const play = controls.getByRole("button", { name: "Play" });
  await expect(play).toBeFocused();
  expect(await play.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(controls.getByRole("button", { name: "Pause" })).toBeFocused();
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  await page.keyboard.press("Space");
  await expect(controls.getByRole("button", { name: "Play" })).toBeFocused();
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(controls.getByRole("button", { name: "Mute" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(controls.getByRole("combobox", { name: "Speed" })).toBeFocused();
  await page.keyboard.press("Tab");
  const captions = controls.getByRole("combobox", { name: "Captions" });
  await expect(captions).toBeFocused();
  await expect(captions).toHaveValue("");
  await page.keyboard.press("ArrowDown");
  await expect(captions).toHaveValue("en");
  await page.keyboard.press("Tab");
  await expect(controls.getByRole("button", { name: "Full screen" })).toBeFocused();

  // English is shown on the video: at 8 s its cue is the one about the cup, in the transcript too.
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 8));
  await expect.poll(() => englishTrack(page)).toEqual({ mode: "showing", cues: [CUP] });
  await expect(transcript(page).getByRole("button", { name: CUP })).toHaveAttribute("aria-current", "true");

  // A search lists its matches, says how many, and a match moves the video to its cue.
  await transcript(page).getByRole("searchbox", { name: "Search the transcript" }).fill("boundaries");
  await expect(transcript(page).getByRole("status")).toHaveText("1 match");
  await expectAccessible(page, "a captioned lecture with its transcript searched");
  await transcript(page).getByRole("list", { name: "Matches" }).getByRole("button", { name: BOUNDARIES }).click();
  await expect.poll(() => currentTime(page)).toBeCloseTo(14, 0);
  await expect(transcript(page).getByRole("button", { name: BOUNDARIES }).last()).toHaveAttribute("aria-current", "true");
  await expect.poll(async () => (await englishTrack(page)).cues).toContain(BOUNDARIES);
  await transcript(page).getByRole("searchbox", { name: "Search the transcript" }).fill("bicycle");
  await expect(transcript(page).getByRole("status")).toHaveText("No matches");

  // The choice is remembered: after a reload English captions are on again.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Captions" })).toHaveValue("en");
  await expect.poll(async () => (await englishTrack(page)).mode).toBe("showing");
});

test("in low-data mode no byte of the video is asked for until the learner loads it", async ({ page }) => {
  test.setTimeout(120_000);
  const buyer = await openAsNewBuyer(page, "low-data");
  const videoRequests: string[] = [];
  const captionRequests: string[] = [];
  page.on("request", (request) => {
    if (isVideoBytes(request)) videoRequests.push(request.url());
    else if (request.url().includes("/api/media/")) captionRequests.push(request.url());
  });
  await buyer.open();
  await expect(page.getByRole("heading", { level: 2, name: FIRST })).toBeVisible();
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);

  // Switched on from the learning page: the video goes, transcript and resources stay, and it is saved.
  await page.getByRole("switch", { name: /Low-data mode/ }).click();
  await expect(page.getByRole("switch", { name: /Low-data mode/ })).toBeChecked();
  await expect(video(page)).toHaveCount(0);
  await expect.poll(async () => (await readUserRecord(buyer.uid))?.settings?.lowDataMode).toBe(true);

  // A fresh visit in low-data mode: the captions file is fetched for the transcript, the video never.
  videoRequests.length = 0;
  captionRequests.length = 0;
  await page.reload();
  await expect(page.getByText("The video is not loaded in low-data mode.")).toBeVisible();
  await expect(page.getByRole("link", { name: "European Platform on LCA (EU Joint Research Centre)" })).toBeVisible();
  await expect(transcript(page).getByRole("button", { name: CUP })).toBeVisible();
  expect(captionRequests.length).toBeGreaterThan(0);
  await expectAccessible(page, "a lecture in low-data mode");
  await expect(video(page)).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  // A cue chosen before loading is where the video starts.
  await transcript(page).getByRole("button", { name: BOUNDARIES }).click();
  await expect(transcript(page).getByRole("button", { name: BOUNDARIES })).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Load video" }).click();
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Play" })).toBeFocused();
  await expect.poll(() => currentTime(page)).toBeCloseTo(14, 0);
});
