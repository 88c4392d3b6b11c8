import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { POST as confirmRoute } from "@/app/api/account/university-email/confirm/route";
import { DELETE as removeRoute, GET as statusRoute, POST as requestRoute } from "@/app/api/account/university-email/route";
import { addReview } from "@/lib/db/reviews";
import { getDb } from "@/lib/firebase/client";
import { deleteOwnReview, editOwnReview } from "@/lib/reviews/writes.server";
import { recentTerms } from "@/lib/reviews/terms";
import { postReview } from "@/lib/reviews/writes";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount, verifyEmail } from "./auth-emulator";
import { caughtMail, mailDocs, waitForDelivery } from "./mail-support";
import { apiRequest, idToken, readCollection, readDocument } from "./support";

// Issue 34 item 3: a university email is verified by a link sent to it, and a verified student's
// review carries the mark and counts in the product's verified students' rating.
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "uni-email-password-1";
const DELFT = "uni_delftTESTING01";
const BOKU = "uni_bokuTESTINGG01";
const uids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const call = (handler: (request: Request) => Promise<Response>, who: string, method: string, body?: unknown) =>
  handler(apiRequest("http://localhost/api/account/university-email", { method, token: tokens[who] ?? null, body }));
const ask = (who: string, email: unknown) => call(requestRoute, who, "POST", { email });
const confirm = (who: string, token: string) => call(confirmRoute, who, "POST", { token });
const userDoc = async (who: string) => (await readDocument(rulesEnv(), `users/${uids[who]}`)) ?? {};
const tokenDocs = () => readCollection(rulesEnv(), "universityEmailTokens");
/** The token of the link in the one email sent to `to`. */
async function linkTokenTo(to: string): Promise<{ key: string; token: string }> {
  const entries = Object.entries(await mailDocs()).filter(([, mail]) => mail.to === to);
  expect(entries).toHaveLength(1);
  const [key, mail] = entries[0]!;
  const text = String((mail.message as { text: string }).text);
  const token = /\/dashboard\/account\/university-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token).toBeTruthy();
  return { key, token: token! };
}

beforeAll(async () => {
  getDb();
  await clearAuth();
  for (const who of ["maya", "sofia"]) {
    uids[who] = await createAccount(`${who}@example.com`, PASSWORD);
    await verifyEmail(uids[who]!);
    tokens[who] = await idToken(`${who}@example.com`, PASSWORD);
  }
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), `descriptive/university/universities/${DELFT}`, { name: "Delft University of Technology", shortName: "TU Delft", emailDomains: ["tudelft.nl"] });
  await seedDoc(rulesEnv(), `descriptive/university/universities/${BOKU}`, { name: "BOKU University, Vienna", shortName: "BOKU", emailDomains: ["boku.ac.at"] });
  for (const who of ["maya", "sofia"]) {
    await seedDoc(rulesEnv(), `users/${uids[who]}`, { uid: uids[who], email: `${who}@example.com`, firstName: who, lastName: "", customerId: "", connectId: "", cart: [] });
  }
});
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

describe("verifying a university email", () => {
  it("sends a link to the university address, which verifies the account that asked: university and domain stored, not the address", async () => {
    const asked = await ask("maya", "Maya.F@Student.TUDelft.nl");
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ universityName: "Delft University of Technology", domain: "student.tudelft.nl", validHours: 24 });

    const { key, token } = await linkTokenTo("Maya.F@student.tudelft.nl");
    await waitForDelivery([key]);
    const [caught] = await caughtMail([key]);
    expect(caught).toMatchObject({ to: "Maya.F@student.tudelft.nl", subject: "Confirm your Delft University of Technology email address" });
    expect(caught!.text).toContain(`/dashboard/account/university-email?token=${token}`);
    // Only the token's hash is stored, with the domain and not the address.
    const [stored] = await tokenDocs();
    expect(stored).toMatchObject({ uid: uids.maya, universityId: DELFT, domain: "student.tudelft.nl", usedAt: null });
    expect(stored!.id).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain("Maya.F");

    const opened = await confirm("maya", token);
    expect(opened.status).toBe(200);
    expect((await opened.json()).verification).toMatchObject({ universityId: DELFT, universityName: "Delft University of Technology", domain: "student.tudelft.nl" });
    const user = await userDoc("maya");
    expect(user.studentVerification).toMatchObject({ universityId: DELFT, domain: "student.tudelft.nl" });
    expect(JSON.stringify(user)).not.toContain("Maya.F");
    expect((await (await call(statusRoute, "maya", "GET")).json()).verification).toMatchObject({ universityId: DELFT });
  });

  it("a used link, an expired link and someone else's link are refused with a message, and store nothing", async () => {
    await ask("maya", "maya@tudelft.nl");
    const { token } = await linkTokenTo("maya@tudelft.nl");

    const foreign = await confirm("sofia", token);
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toBe("This verification link was sent for another account. Sign in with the account that asked for it.");
    expect((await userDoc("sofia")).studentVerification).toBeUndefined();

    expect((await confirm("maya", token)).status).toBe(200);
    const again = await confirm("maya", token);
    expect(again.status).toBe(410);
    expect((await again.json()).error).toBe("This verification link was used already. Ask for a new one if you need to verify again.");

    await ask("sofia", "sofia@tudelft.nl");
    const late = await linkTokenTo("sofia@tudelft.nl");
    const [{ id, ...pending }] = (await tokenDocs()).filter((entry) => entry.uid === uids.sofia) as [Record<string, unknown>];
    await seedDoc(rulesEnv(), `universityEmailTokens/${String(id)}`, { ...pending, expiresAt: new Date(Date.now() - 1000) });
    const expired = await confirm("sofia", late.token);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toBe("This verification link has expired. Ask for a new one on your account page.");
    expect((await userDoc("sofia")).studentVerification).toBeUndefined();

    const made = await confirm("sofia", "A".repeat(43));
    expect(made.status).toBe(404);
    expect((await made.json()).error).toBe("This verification link is not valid. Ask for a new one on your account page.");
  });

  it("an address on no university's list, an invalid or a 500-character one is refused beside the field, and nothing is stored or sent", async () => {
    for (const [email, status, message] of [
      ["maya@gmail.com", 422, "No university here lists gmail.com for its students' email, so we cannot verify it. Check the address, or use your university's student address."],
      ["maya@eviltudelft.nl", 422, "No university here lists eviltudelft.nl for its students' email, so we cannot verify it. Check the address, or use your university's student address."],
      ["maya at tudelft", 400, "Enter a whole email address, like name@student.tudelft.nl."],
      [`${"m".repeat(490)}@tudelft.nl`, 400, "An email address is at most 254 characters."],
      ["", 400, "Enter your university email address."],
    ] as const) {
      const answer = await ask("maya", email);
      expect(answer.status).toBe(status);
      const body = await answer.json();
      expect(body.error).toBe(message);
      expect(body.fieldErrors).toEqual({ email: message });
    }
    expect(await tokenDocs()).toEqual([]);
    expect(await mailDocs()).toEqual({});
    expect((await userDoc("maya")).studentVerification).toBeUndefined();
  });

  it("the link stops working when an admin takes the domain off the list before it is opened", async () => {
    await ask("maya", "maya@tudelft.nl");
    const { token } = await linkTokenTo("maya@tudelft.nl");
    await seedDoc(rulesEnv(), `descriptive/university/universities/${DELFT}`, { name: "Delft University of Technology", emailDomains: ["tu.nl"] });
    const answer = await confirm("maya", token);
    expect(answer.status).toBe(409);
    expect((await userDoc("maya")).studentVerification).toBeUndefined();
  });

  it("the person can remove their verification", async () => {
    await seedDoc(rulesEnv(), `users/${uids.maya}`, { uid: uids.maya, email: "maya@example.com", studentVerification: { universityId: DELFT, domain: "tudelft.nl", verifiedAt: new Date() } });
    expect((await call(removeRoute, "maya", "DELETE")).status).toBe(200);
    expect((await userDoc("maya")).studentVerification).toBeUndefined();
    expect((await (await call(statusRoute, "maya", "GET")).json()).verification).toBeNull();
  });
});

describe("a verified student's review", () => {
  const term = recentTerms()[1]!;
  beforeEach(async () => {
    const product = { title: "Solar", state: "approved", creators: ["lena"], price: 20, university: DELFT, rating: { stars: 4, count: 1, total: 4 }, verifiedRating: { stars: 4, count: 1, total: 4 } };
    await seedDoc(rulesEnv(), "products/solar", product);
    await seedDoc(rulesEnv(), "products/soil", { ...product, university: BOKU, verifiedRating: { stars: 0, count: 0, total: 0 } });
    for (const who of ["maya", "sofia"]) {
      for (const productId of ["solar", "soil"]) await seedDoc(rulesEnv(), `userProductRelations/${uids[who]}_${productId}`, { uid: uids[who], productId, source: "purchase" });
    }
    await seedDoc(rulesEnv(), `users/${uids.maya}`, { uid: uids.maya, email: "maya@example.com", firstName: "Maya", lastName: "", customerId: "", connectId: "", cart: [], studentVerification: { universityId: DELFT, domain: "tudelft.nl", verifiedAt: new Date() } });
  });
  afterEach(async () => {
    await signOut();
  });

  const product = async (id = "solar") => (await readDocument(rulesEnv(), `products/${id}`))!;
  const review = async (who: string, id = "solar") => (await readDocument(rulesEnv(), `products/${id}/reviews/${uids[who]}`))!;

  it("carries the mark and the term, and moves the verified students' rating with the overall one", async () => {
    await signInWithEmail("maya@example.com", PASSWORD);
    await addReview(uids.maya!, "solar", { stars: 2, text: "Hard but fair", authorName: "Maya F.", term });
    expect(await review("maya")).toMatchObject({ stars: 2, term, verifiedUniversity: DELFT });
    expect(await product()).toMatchObject({ rating: { stars: 3, count: 2, total: 6 }, verifiedRating: { stars: 3, count: 2, total: 6 } });

    // Edits and deletions on the server keep the group rating exact too.
    await editOwnReview(uids.maya!, "solar", { stars: 4, text: "Better on a second look" });
    expect(await product()).toMatchObject({ rating: { stars: 4, count: 2, total: 8 }, verifiedRating: { stars: 4, count: 2, total: 8 } });
    await deleteOwnReview(uids.maya!, "solar");
    expect(await product()).toMatchObject({ rating: { stars: 4, count: 1, total: 4 }, verifiedRating: { stars: 4, count: 1, total: 4 } });
  });

  it("a buyer who is not verified gets no mark and leaves the verified students' rating alone", async () => {
    await signInWithEmail("sofia@example.com", PASSWORD);
    await addReview(uids.sofia!, "solar", { stars: 1, text: "Not for me", authorName: "Sofia S." });
    expect((await review("sofia")).verifiedUniversity).toBeUndefined();
    expect(await product()).toMatchObject({ rating: { stars: 2.5, count: 2, total: 5 }, verifiedRating: { stars: 4, count: 1, total: 4 } });
    await editOwnReview(uids.sofia!, "solar", { stars: 5, text: "Changed my mind" });
    expect((await product()).verifiedRating).toEqual({ stars: 4, count: 1, total: 4 });
  });

  it("a student of another university gets no mark on this product", async () => {
    await signInWithEmail("maya@example.com", PASSWORD);
    await addReview(uids.maya!, "soil", { stars: 5, text: "Great soil course", authorName: "Maya F." });
    expect((await review("maya", "soil")).verifiedUniversity).toBeUndefined();
    expect((await product("soil")).verifiedRating).toEqual({ stars: 0, count: 0, total: 0 });
  });

  it("a term that is not on the list, or 500 characters long, is refused and nothing is stored", async () => {
    await signInWithEmail("maya@example.com", PASSWORD);
    await expect(postReview(uids.maya!, "solar", { stars: 5, text: "Great", authorName: "Maya F.", term: "x".repeat(500) })).rejects.toMatchObject({ code: "invalid" });
    await expect(postReview(uids.maya!, "solar", { stars: 5, text: "Great", authorName: "Maya F.", term: "Fall 2026" })).rejects.toMatchObject({ code: "invalid", message: "Choose a term from the list." });
    expect(await readDocument(rulesEnv(), `products/solar/reviews/${uids.maya}`)).toBeUndefined();
    expect((await product()).rating).toEqual({ stars: 4, count: 1, total: 4 });
  });
});
