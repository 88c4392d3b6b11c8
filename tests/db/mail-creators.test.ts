import { decideApproval } from "@/lib/admin/approvals.server";
import { adminDb } from "@/lib/firebase/server";
import { mailKeys } from "@/lib/mail/keys";
import { answerQuestion, askQuestion } from "@/lib/qa/writes.server";
import { reviewPosted } from "@/lib/reviews/writes.server";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { caughtMail, mailDocs, waitForDelivery, writeAccount } from "./mail-support";

vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const rulesEnv = registerRulesEnv();
// Later files (the seed test) count products: leave none behind.
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
const actor = { uid: "admin-uid", email: "admin@example.com" };
/** A poster whose ID token says their email is verified, as only such may ask and answer. */
const verified = (uid: string) => ({ uid, emailVerified: true });
const submitted = new Date("2025-10-30T10:00:00Z");
const decisionKey = (creator: string) => mailKeys.decision("flood", submitted.getTime(), creator);

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await Promise.all([writeAccount("lena"), writeAccount("jonas"), writeAccount("maya")]);
  await seedDoc(rulesEnv(), "products/flood", { title: "Flood <Risk>", state: "pending", creators: ["lena", "jonas"], lastUpdated: submitted, eqfLevel: 6, assessment: "quiz" });
});

describe("approval emails", () => {
  it("each creator gets the rejection with its reason, escaped in the HTML, once even when decided twice", async () => {
    const reason = "Cite a source for <script>alert(1)</script> & section two.";
    await decideApproval({ productId: "flood", decision: "reject", reason, actor });
    await expect(decideApproval({ productId: "flood", decision: "reject", reason, actor })).rejects.toThrow();
    const keys = [decisionKey("lena"), decisionKey("jonas")];
    expect(Object.keys(await mailDocs()).sort()).toEqual([...keys].sort());
    await waitForDelivery(keys);
    const caught = await caughtMail(keys);
    expect(caught.map((mail) => mail.to).sort()).toEqual(["jonas@example.com", "lena@example.com"]);
    expect(caught[0]).toMatchObject({ subject: "Changes needed: Flood <Risk>" });
    expect(caught[0]!.text).toContain(`Reason: ${reason}`);
    expect(caught[0]!.html).toContain("Reason: Cite a source for &lt;script&gt;alert(1)&lt;/script&gt; &amp; section two.");
    expect(caught[0]!.html).not.toContain("<script>");
  });

  it("a resubmission decided later gets its own email; a creator who turned approvals off gets none", async () => {
    await writeAccount("jonas", { emailOnApproval: false });
    await decideApproval({ productId: "flood", decision: "reject", reason: "Needs sources.", actor });
    const resubmitted = new Date("2025-11-05T10:00:00Z");
    await adminDb().doc("products/flood").update({ state: "pending", lastUpdated: resubmitted });
    await decideApproval({ productId: "flood", decision: "approve", reason: "", actor });
    const approvedKey = mailKeys.decision("flood", resubmitted.getTime(), "lena");
    expect(Object.keys(await mailDocs()).sort()).toEqual([decisionKey("lena"), approvedKey].sort());
    await waitForDelivery([approvedKey]);
    const [approved] = await caughtMail([approvedKey]);
    expect(approved).toMatchObject({ to: "lena@example.com", subject: "Approved: Flood <Risk>" });
    expect(approved!.text).toContain("http://localhost:3000/products/flood");
  });
});

describe("question and review emails", () => {
  beforeEach(async () => {
    await adminDb().doc("products/flood").update({ state: "approved" });
  });

  it("each creator gets the question, escaped in the HTML, unless they turned questions off", async () => {
    await writeAccount("jonas", { emailOnQuestion: false });
    const question = await askQuestion("flood", verified("maya"), "Does section 2 cover <b>storm</b> surges?");
    const key = mailKeys.question(question.id, "lena");
    expect(Object.keys(await mailDocs())).toEqual([key]);
    await waitForDelivery([key]);
    const [mail] = await caughtMail([key]);
    expect(mail).toMatchObject({ to: "lena@example.com", subject: "New question: Flood <Risk>" });
    expect(mail!.text).toContain("Does section 2 cover <b>storm</b> surges?");
    expect(mail!.html).toContain("&lt;b&gt;storm&lt;/b&gt;");
  });

  it("the asker gets each answer by email, unless they turned questions off; an answer to oneself sends nothing", async () => {
    const question = await askQuestion("flood", verified("maya"), "Is there a certificate?");
    const answer = await answerQuestion("flood", question.id, verified("lena"), "Yes, at the end.");
    const key = mailKeys.answer(answer.id, "maya");
    await waitForDelivery([key]);
    const [mail] = await caughtMail([key]);
    expect(mail).toMatchObject({ to: "maya@example.com", subject: "New answer: Flood <Risk>" });
    expect(mail!.text).toContain("Yes, at the end.");

    await writeAccount("maya", { emailOnQuestion: false });
    const quiet = await answerQuestion("flood", question.id, verified("jonas"), "Also a badge.");
    const own = await askQuestion("flood", verified("lena"), "A note from the creator?");
    await answerQuestion("flood", own.id, verified("lena"), "Answering myself.");
    const keys = Object.keys(await mailDocs());
    expect(keys).not.toContain(mailKeys.answer(quiet.id, "maya"));
    expect(keys.filter((id) => id.startsWith("answer_"))).toEqual([key]);
  });

  it("each creator gets a review email once, however often the reviewer's browser asks", async () => {
    const written = new Date("2025-11-01T08:00:00Z");
    await seedDoc(rulesEnv(), "products/flood/reviews/maya", { uid: "maya", authorName: "Maya F.", stars: 1, text: "Too short.", createdOn: written });
    await writeAccount("jonas", { emailOnReview: false, emailOnSale: true });
    await Promise.all([reviewPosted("flood", "maya"), reviewPosted("flood", "maya")]);
    await reviewPosted("flood", "maya");
    const key = mailKeys.review("flood", "maya", written.getTime(), "lena");
    expect(Object.keys(await mailDocs())).toEqual([key]);
    await waitForDelivery([key]);
    const caught = await caughtMail([key]);
    expect(caught).toHaveLength(1);
    expect(caught[0]!.text).toContain("Maya F. rated “Flood <Risk>” 1 star.");
  });
});
