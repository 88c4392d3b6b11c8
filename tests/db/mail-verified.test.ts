import { POST as postAnswerRoute } from "@/app/api/products/[id]/questions/[qid]/answers/route";
import { POST as postQuestionRoute } from "@/app/api/products/[id]/questions/route";
import { readRecipients } from "@/lib/db/mail.server";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import { mailKeys } from "@/lib/mail/keys";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount, verifyEmail } from "./auth-emulator";
import { caughtMail, mailDocs, waitForDelivery, writeAccount } from "./mail-support";
import { apiRequest, idToken } from "./support";

vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

// Issue 48: account A signs up with the victim's address and never verifies it; account B,
// named like our security team, answers A's question with a phishing text. The shop must not
// carry that text to the victim: it mails only addresses Firebase Auth has verified.
const rulesEnv = registerRulesEnv();
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
const PASSWORD = "mail-verified-password-1";
const VICTIM = "victim@example.org";
const PHISHING = "Your account is locked. Confirm your password at https://verdant-campus.example/restore within 24 hours.";
const uids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const post = (who: string, body: unknown) => apiRequest("http://localhost/api", { method: "POST", token: tokens[who], body });
const mailTo = async (address: string) => Object.values(await mailDocs()).filter((mail) => mail.to === address);

beforeAll(async () => {
  await clearAuth();
  uids.a = await createAccount(VICTIM, PASSWORD);
  uids.b = await createAccount("b@example.com", PASSWORD);
  await verifyEmail(uids.b);
  for (const [who, email] of [["a", VICTIM], ["b", "b@example.com"]] as const) tokens[who] = await idToken(email, PASSWORD);
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "products/free", { title: "Soil Basics", state: "approved", free: true, creators: ["lena"] });
  await seedDoc(rulesEnv(), `users/${uids.a}`, { uid: uids.a, email: VICTIM, firstName: "Alex", lastName: "Arnold", customerId: "", connectId: "", cart: [] });
  await seedDoc(rulesEnv(), `users/${uids.b}`, { uid: uids.b, email: "b@example.com", firstName: "Verdant Campus / Account", lastName: "Security", customerId: "", connectId: "", cart: [] });
  await seedDoc(rulesEnv(), `userProductRelations/${uids.b}_free`, { uid: uids.b, productId: "free" });
  await writeAccount("lena");
});

describe("mail only to verified addresses (issue 48)", () => {
  it("an answer with a phishing text to a question asked from someone else's unverified address mails nothing there", async () => {
    // Asking needs a verified email now (tests/db/qa.test.ts); a question asked before still gets answers.
    await seedDoc(rulesEnv(), "products/free/questions/q_old", { uid: uids.a, authorName: "Alex A.", text: "Is there a certificate for this?", createdOn: new Date(), answerCount: 0 });

    const answered = await postAnswerRoute(post("b", { text: PHISHING }), { params: Promise.resolve({ id: "free", qid: "q_old" }) });
    expect(answered.status).toBe(201);
    const { answer } = (await answered.json()) as { answer: { id: string } };
    expect(await mailTo(VICTIM)).toEqual([]);
    // A's own account still hears of it, in the app.
    const notes = await adminDb().collection(`users/${uids.a}/notifications`).get();
    expect(notes.docs.map((doc) => doc.get("type"))).toEqual(["answer"]);
    expect(Object.keys(await mailDocs())).not.toContain(mailKeys.answer(answer.id, uids.a!));
  });

  it("the same answer reaches the asker once Firebase Auth has verified their address", async () => {
    await verifyEmail(uids.a!);
    try {
      await seedDoc(rulesEnv(), "products/free/questions/q_mine", { uid: uids.a, authorName: "Alex A.", text: "Is there a certificate?", createdOn: new Date(), answerCount: 0 });
      const answered = await postAnswerRoute(post("b", { text: "Yes, after the last lecture." }), { params: Promise.resolve({ id: "free", qid: "q_mine" }) });
      const { answer } = (await answered.json()) as { answer: { id: string } };
      const key = mailKeys.answer(answer.id, uids.a!);
      await waitForDelivery([key]);
      expect((await caughtMail([key])).map((mail) => mail.to)).toEqual([VICTIM]);
    } finally {
      await adminAuth().updateUser(uids.a!, { emailVerified: false });
    }
  });

  it("a creator whose address is not verified gets no question by email, only in the app", async () => {
    await adminAuth().updateUser("lena", { emailVerified: false });
    const asked = await postQuestionRoute(post("b", { text: "Does it cover compost? Log in at https://verdant-campus.example/restore" }), { params: Promise.resolve({ id: "free" }) });
    expect(asked.status).toBe(201);
    expect(await mailDocs()).toEqual({});
    const notes = await adminDb().collection("users/lena/notifications").get();
    expect(notes.docs.map((doc) => doc.get("link"))).toEqual(["/products/free#qa"]);
  });

  it("recipients come from one Firebase Auth lookup per event, with Auth's verified address, never the record's", async () => {
    await adminAuth().updateUser("lena", { email: "lena.new@example.com", emailVerified: true });
    await seedDoc(rulesEnv(), "users/no-auth", { uid: "no-auth", email: "no-auth@example.com" });
    const getUsers = vi.spyOn(adminAuth(), "getUsers");
    try {
      const recipients = await readRecipients(["lena", uids.a!, uids.b!, "no-auth", "lena"]);
      expect(getUsers).toHaveBeenCalledTimes(1);
      expect(Object.fromEntries([...recipients].map(([uid, { email }]) => [uid, email]))).toEqual({ lena: "lena.new@example.com", [uids.b!]: "b@example.com" });
    } finally {
      getUsers.mockRestore();
    }
  });
});
