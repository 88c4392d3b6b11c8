import { POST as postAnswerRoute } from "@/app/api/products/[id]/questions/[qid]/answers/route";
import { POST as postQuestionRoute } from "@/app/api/products/[id]/questions/route";
import { listQuestions } from "@/lib/db/questions.server";
import { answerQuestion, askQuestion } from "@/lib/qa/writes.server";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount, verifyEmail } from "./auth-emulator";
import { apiRequest, idToken as signIn, readCollection } from "./support";

// Outside Next there is no data cache: reads go straight through, revalidation is recorded.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "qa-password-1";
const uids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const idToken = (email: string) => signIn(email, PASSWORD);

const request = (who: string | null, body: unknown) =>
  apiRequest("http://localhost/api", { method: "POST", token: who ? tokens[who] : null, body });
const ask = (who: string | null, text: unknown, id = "lca") => postQuestionRoute(request(who, { text }), { params: Promise.resolve({ id }) });
const answer = (who: string | null, qid: string, text: unknown) => postAnswerRoute(request(who, { text }), { params: Promise.resolve({ id: "lca", qid }) });

const readAll = (path: string) => readCollection(rulesEnv(), path);

/** A poster whose ID token says their email is verified, as only such may ask and answer. */
const verified = (name: string) => ({ uid: uids[name]!, emailVerified: true });

beforeAll(async () => {
  await clearAuth();
  // Everyone but "fresh" and "fresh-buyer" has verified their email; their tokens are taken after it, so they carry the claim.
  for (const name of ["maya", "buyer", "lena", "stranger", "fresh", "fresh-buyer"]) {
    uids[name] = await createAccount(`${name}@example.com`, PASSWORD);
    if (!name.startsWith("fresh")) await verifyEmail(uids[name]!);
    tokens[name] = await idToken(`${name}@example.com`);
  }
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  revalidateTag.mockClear();
  await seedDoc(rulesEnv(), "products/lca", { title: "Life Cycle Assessment", state: "approved", creators: [uids.lena] });
  await seedDoc(rulesEnv(), "products/draft", { title: "Draft", state: "pending", creators: [uids.lena] });
  await seedDoc(rulesEnv(), `userProductRelations/${uids.buyer}_lca`, { uid: uids.buyer, productId: "lca" });
  await seedDoc(rulesEnv(), `users/${uids.maya}`, { uid: uids.maya, firstName: "Maya", lastName: "Fischer" });
  await seedDoc(rulesEnv(), `users/${uids.buyer}`, { uid: uids.buyer, firstName: "Bo", lastName: "Berg" });
  await seedDoc(rulesEnv(), `userProductRelations/${uids["fresh-buyer"]}_lca`, { uid: uids["fresh-buyer"], productId: "lca" });
});

describe("POST /api/products/[id]/questions", () => {
  it("a signed-in user asks: 201 with the question, stored as typed, and the creator is notified", async () => {
    const response = await ask("maya", "  Is <b>openLCA</b> used?  ");
    expect(response.status).toBe(201);
    const { question } = (await response.json()) as { question: Record<string, unknown> };
    expect(question).toMatchObject({ uid: uids.maya, authorName: "Maya F.", text: "Is <b>openLCA</b> used?", answers: [] });
    expect(await readAll("products/lca/questions")).toEqual([expect.objectContaining({ id: question.id, text: "Is <b>openLCA</b> used?", answerCount: 0 })]);
    expect(await readAll(`users/${uids.lena}/notifications`)).toEqual([
      expect.objectContaining({ type: "question", title: "New question: Life Cycle Assessment", link: "/products/lca#qa", read: false }),
    ]);
    expect(await readAll(`users/${uids.maya}/notifications`)).toEqual([]);
    expect(revalidateTag).toHaveBeenCalledWith("product-qa:lca", { expire: 0 });
  });

  it("refuses a visitor, text outside 3 to 2000 characters, and unknown or unpublished products, with readable errors", async () => {
    const visitor = await ask(null, "A fine question");
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ error: "Sign in to do this." });
    for (const text of ["hi", "   a  ", "x".repeat(2001), 42, undefined]) {
      const response = await ask("maya", text);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/characters|Write/);
    }
    expect((await ask("maya", "A fine question", "draft")).status).toBe(404);
    expect((await ask("maya", "A fine question", "nope")).status).toBe(404);
    expect((await ask("maya", "A fine question", "../users")).status).toBe(404);
    expect(await readAll("products/lca/questions")).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe("question spam (issue 32)", () => {
  it("the 11th question of an account within an hour is refused with 429 and Retry-After, and changes nothing", async () => {
    for (let call = 1; call <= 10; call++) expect((await ask("maya", `Question number ${call}?`)).status).toBe(201);
    revalidateTag.mockClear();
    const refused = await ask("maya", "Question number 11?");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toMatchObject({ code: "rate-limited", error: expect.stringMatching(/^You have done this too often\. Please try again in \d+ minutes\.$/) });
    expect(await readAll("products/lca/questions")).toHaveLength(10);
    expect(await readAll(`users/${uids.lena}/notifications`)).toHaveLength(10);
    expect(revalidateTag).not.toHaveBeenCalled();
    // Another account is not affected.
    expect((await ask("buyer", "My own question?")).status).toBe(201);
  });
});

describe("question spam from throwaway accounts (issue 48)", () => {
  it("an account whose email is not verified cannot ask: 403 with the way out, nothing stored, notified or counted", async () => {
    const refused = await ask("fresh", "Cheap followers? Visit my site.");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "qa/email-not-verified", error: "Verify your email to ask a question." });
    expect(await readAll("products/lca/questions")).toEqual([]);
    expect(await readAll(`users/${uids.lena}/notifications`)).toEqual([]);
    expect(await readAll("rateLimits")).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("nor answer, even on a course it owns", async () => {
    const question = await askQuestion("lca", verified("maya"), "Which database is used?");
    const refused = await answer("fresh-buyer", question.id, "Verdant Campus / Account Security: confirm your password here.");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "qa/email-not-verified", error: "Verify your email to answer." });
    expect(await readAll(`products/lca/questions/${question.id}/answers`)).toEqual([]);
    expect(await readAll(`users/${uids.maya}/notifications`)).toEqual([]);
    // The server's own callers are held to it too, not only the route.
    await expect(askQuestion("lca", { uid: uids.fresh!, emailVerified: false }, "A fine question")).rejects.toMatchObject({ status: 403 });
  });
});

describe("POST /api/products/[id]/questions/[qid]/answers", () => {
  it("a buyer answers: the asker is notified and the answer is listed under the question", async () => {
    const question = await askQuestion("lca", verified("maya"), "Which database is used?");
    const response = await answer("buyer", question.id, "Ecoinvent and open data.");
    expect(response.status).toBe(201);
    expect(((await response.json()) as { answer: unknown }).answer).toMatchObject({ authorName: "Bo B.", text: "Ecoinvent and open data.", byCreator: false });
    expect(await readAll(`users/${uids.maya}/notifications`)).toEqual([expect.objectContaining({ type: "answer", title: "New answer: Life Cycle Assessment" })]);
    const [listed] = (await listQuestions("lca")).items;
    expect(listed).toMatchObject({ id: question.id, answers: [expect.objectContaining({ text: "Ecoinvent and open data." })] });
    expect((await readAll("products/lca/questions"))[0]).toMatchObject({ answerCount: 1 });
  });

  it("a creator's answer is marked as the creator's", async () => {
    const question = await askQuestion("lca", verified("maya"), "Is there a certificate?");
    const response = await answer("lena", question.id, "Yes, after the last section.");
    expect(response.status).toBe(201);
    expect(((await response.json()) as { answer: unknown }).answer).toMatchObject({ byCreator: true, authorName: "Learner" });
  });

  it("refuses someone who neither owns nor made the course, and unknown questions", async () => {
    const question = await askQuestion("lca", verified("maya"), "Is there a certificate?");
    const stranger = await answer("stranger", question.id, "I think so.");
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ error: "Only learners who own this course and its creators can answer." });
    expect((await answer("buyer", "q_missing", "Hello there")).status).toBe(404);
    expect((await answer("buyer", question.id, "no")).status).toBe(400);
    expect(await readAll(`products/lca/questions/${question.id}/answers`)).toEqual([]);
    expect(await readAll(`users/${uids.maya}/notifications`)).toEqual([]);
  });

  it("nobody is notified about their own answer to their own question", async () => {
    await seedDoc(rulesEnv(), `userProductRelations/${uids.maya}_lca`, { uid: uids.maya, productId: "lca" });
    const question = await askQuestion("lca", verified("maya"), "Answering myself?");
    await answerQuestion("lca", question.id, verified("maya"), "Found it in section 2.");
    expect(await readAll(`users/${uids.maya}/notifications`)).toEqual([]);
  });
});

describe("listQuestions", () => {
  it("lists newest questions first, each with its answers oldest first", async () => {
    const first = await askQuestion("lca", verified("maya"), "First question");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await askQuestion("lca", verified("maya"), "Second question");
    await answerQuestion("lca", first.id, verified("buyer"), "Answer one");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await answerQuestion("lca", first.id, verified("lena"), "Answer two");
    const list = (await listQuestions("lca")).items;
    expect(list.map((question) => question.id)).toEqual([second.id, first.id]);
    expect(list[1]!.answers.map((entry) => entry.text)).toEqual(["Answer one", "Answer two"]);
  });
});
