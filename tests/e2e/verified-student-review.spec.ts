import { expect, test } from "@playwright/test";
import { recentTerms } from "@/lib/reviews/terms";
import { adminDb as db, createAccount, uniqueEmail } from "./support/emulators";
import { caughtMailTo } from "./support/mail";
import { expectSignedIn, signInWithPassword } from "./support/sign-in";

// Issue 34 item 3: a buyer verifies a university email through the link mailed to it, reviews a
// course of that university naming the term, and the review shows the mark; the Reviews tab's
// filter shows only verified students' reviews, with their rating beside the overall one.
const password = "verified-student-password-1";
const DELFT = "Delft University of Technology";

/** A copy of a seeded TU Delft course with one earlier review (4 stars) by someone unverified, so no other spec's counts move. */
async function delftCourseWithOneReview() {
  const delft = (await db().collection("descriptive/university/universities").where("name", "==", DELFT).get()).docs[0]!.id;
  const approved = await db().collection("products").where("state", "==", "approved").where("university", "==", delft).get();
  const source = approved.docs.map((doc) => doc.data()).find((data) => data.price > 0 && data.uniCourse)!;
  const id = `prod_vst${Date.now().toString(36).slice(-8).padStart(8, "0")}00`;
  const batch = db().batch();
  batch.set(db().doc(`products/${id}`), { ...source, title: `Grid Storage ${Date.now()}`, creators: ["demo-creator"], participants: 2, rating: { stars: 4, count: 1, total: 4 } });
  batch.set(db().doc(`products/${id}/reviews/reader0`), { uid: "reader0", authorName: "Reader One", stars: 4, text: "Earlier review by a buyer", createdOn: new Date("2025-06-01T08:00:00Z") });
  await batch.commit();
  return id;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookiesPermission", value: "full", url: baseURL! }]);
});

test("a buyer verifies a university email, reviews with a term, the review shows the mark and the filter shows verified students only", async ({ page }) => {
  test.setTimeout(180_000);
  const id = await delftCourseWithOneReview();
  const email = uniqueEmail("student");
  const uid = await createAccount({ email, password, verified: true, record: { firstName: "Vera", lastName: "Student" } });
  await db().doc(`userProductRelations/${uid}_${id}`).set({ uid, productId: id, source: "grant", orderId: null, createdOn: new Date() });
  await signInWithPassword(page, email, password);
  await expectSignedIn(page);

  // A domain on no university's list: said beside the field, nothing stored.
  await page.goto("/dashboard/account");
  const section = page.getByRole("region", { name: "Verified student" });
  const address = section.getByRole("textbox", { name: "University email address" });
  await address.fill("vera@gmail.com");
  await section.getByRole("button", { name: "Send verification link" }).click();
  await expect(address).toHaveAccessibleDescription(/No university here lists gmail\.com/);
  expect((await db().collection("universityEmailTokens").where("uid", "==", uid).get()).size).toBe(0);

  // The student address: a link goes to it, and nothing is verified before it is opened.
  const universityAddress = `vera.${Date.now()}@student.tudelft.nl`;
  await address.fill(universityAddress);
  await section.getByRole("button", { name: "Send verification link" }).click();
  await expect(section.getByRole("status")).toContainText(`We sent a link to ${universityAddress} (${DELFT})`);
  expect((await db().doc(`users/${uid}`).get()).get("studentVerification")).toBeUndefined();
  let link = "";
  await expect
    .poll(async () => {
      const [mail] = await caughtMailTo(universityAddress);
      link = /\/dashboard\/account\/university-email\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    }, { timeout: 30_000 })
    .not.toBe("");
  await page.goto(link);
  await expect(page.getByRole("status")).toHaveText(`You are now a verified student of ${DELFT}. Your new reviews of its courses show the mark.`);
  await page.goto("/dashboard/account");
  await expect(page.getByRole("region", { name: "Verified student" })).toContainText(`Verified student of ${DELFT}: an address at student.tudelft.nl`);

  // The review, with the term.
  const term = recentTerms()[1]!;
  await page.goto(`/products/${id}#reviews`);
  const panel = page.getByRole("tabpanel", { name: "Reviews" });
  await panel.getByRole("radio", { name: /^2 stars/ }).check();
  await panel.getByRole("textbox", { name: "Your review" }).fill("Useful for the SET exam, but the storage part is thin.");
  await panel.getByRole("combobox", { name: "Term you took the university course (optional)" }).selectOption(term);
  await panel.getByRole("button", { name: "Post review" }).click();
  await expect(panel.getByText("Thanks for your review")).toBeVisible();
  await page.reload();
  const mine = panel.getByRole("list", { name: "Reviews" }).getByRole("article").filter({ hasText: "Useful for the SET exam" });
  await expect(mine).toContainText(`Verified student of ${DELFT}`);
  await expect(mine).toContainText(`Took the course in ${term}`);
  await expect(panel.getByRole("list", { name: "Reviews" }).getByRole("article").filter({ hasText: "Earlier review by a buyer" })).not.toContainText("Verified student");
  await expect(panel.getByText("Rated 3.0 out of 5 from 2 reviews")).toBeAttached();
  await expect(panel.getByText("Rated 2.0 out of 5 from 1 review")).toBeAttached();

  // The filter: verified students of this course only, with both ratings.
  await panel.getByRole("checkbox", { name: /Verified students of this course/ }).check();
  await panel.getByRole("button", { name: "Show reviews" }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${id}/reviews\\?verified=1`));
  const filtered = page.getByRole("list", { name: "Reviews" }).getByRole("article");
  await expect(filtered).toHaveCount(1);
  await expect(filtered.first()).toContainText(`Verified student of ${DELFT}`);
  await expect(page.getByText("Rated 2.0 out of 5 from 1 review")).toBeAttached();
  await expect(page.getByText("Rated 3.0 out of 5 from 2 reviews")).toBeAttached();

  // By term: the review's own term finds it, another finds none.
  await page.getByRole("combobox", { name: "Term" }).selectOption(term);
  await page.getByRole("button", { name: "Show reviews" }).click();
  await expect(filtered).toHaveCount(1);
  // That group's own rating beside the other two.
  const ratings = page.getByRole("definition");
  await expect(page.getByRole("term").filter({ hasText: `who took the course in ${term}` })).toBeVisible();
  await expect(ratings).toHaveCount(3);
  await expect(ratings.nth(2)).toContainText("Rated 2.0 out of 5 from 1 review");
  await page.getByRole("combobox", { name: "Term" }).selectOption(recentTerms()[0]!);
  await page.getByRole("button", { name: "Show reviews" }).click();
  await expect(page.getByText("No reviews match this filter yet.")).toBeVisible();
  await expect(ratings.nth(2)).toHaveText("No reviews yet");

  // A 500-character term in the address: a message beside the field, and the list unfiltered by it.
  await page.goto(`/products/${id}/reviews?term=${"x".repeat(500)}`);
  await expect(page.getByRole("combobox", { name: "Term" })).toHaveAccessibleDescription(/A term is at most 14 characters/);
  await expect(page.getByRole("list", { name: "Reviews" }).getByRole("article")).toHaveCount(2);
});
