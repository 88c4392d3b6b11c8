import { assertFails } from "@firebase/rules-unit-testing";
import { POST as notifyRoute } from "@/app/api/products/[id]/reviews/posted/route";
import { reviewNotificationId } from "@/lib/reviews/writes.server";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken, readCollection } from "./support";

// The same request expires the product's cache (tests/db/revalidate-once.test.ts).
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "review-notify-password-1";
const uids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const notify = (who: string | null, id = "lca") =>
  notifyRoute(apiRequest(`http://localhost/api/products/${id}/reviews/posted`, { method: "POST", token: who ? tokens[who] : null, body: {} }), {
    params: Promise.resolve({ id }),
  });
const notificationsOf = (uid: string) => readCollection(rulesEnv(), `users/${uid}/notifications`);

beforeAll(async () => {
  await clearAuth();
  for (const name of ["maya", "stranger"]) {
    uids[name] = await createAccount(`${name}@example.com`, PASSWORD);
    tokens[name] = await idToken(`${name}@example.com`, PASSWORD);
  }
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "products/lca", { title: "Life Cycle Assessment", state: "approved", creators: ["lena", "jonas"], rating: { stars: 4, count: 1, total: 4 } });
  await seedDoc(rulesEnv(), `products/lca/reviews/${uids.maya}`, { uid: uids.maya, authorName: "Maya F.", stars: 4, text: "Clear and rigorous.", createdOn: new Date() });
});

describe("POST /api/products/[id]/reviews/posted", () => {
  it("notifies every creator once about the caller's review, linking to the reviews", async () => {
    const response = await notify("maya");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ notified: 2 });
    for (const creator of ["lena", "jonas"]) {
      expect(await notificationsOf(creator)).toEqual([
        expect.objectContaining({
          id: reviewNotificationId("lca", uids.maya!),
          type: "review",
          title: "New review: Life Cycle Assessment",
          body: "Maya F. rated it 4 stars: “Clear and rigorous.”",
          link: "/products/lca#reviews",
          read: false,
        }),
      ]);
    }
    expect(await notificationsOf(uids.maya!)).toEqual([]);
  });

  it("does nothing on a replay, also after a creator deleted the notification", async () => {
    await notify("maya");
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`users/lena/notifications/${reviewNotificationId("lca", uids.maya!)}`).delete();
    });
    const replay = await notify("maya");
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ notified: 0 });
    expect(await notificationsOf("lena")).toEqual([]);
    expect(await notificationsOf("jonas")).toHaveLength(1);
  });

  it("refuses a visitor, a caller without a review, and unknown or malformed products, notifying nobody", async () => {
    const visitor = await notify(null);
    expect(visitor.status).toBe(401);
    const stranger = await notify("stranger");
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({ code: "review/no-review", error: "There is no review of yours for this course." });
    expect((await notify("maya", "missing")).status).toBe(403);
    expect((await notify("maya", "..%2Fusers")).status).toBe(403);
    expect(await notificationsOf("lena")).toEqual([]);
    expect(await notificationsOf("jonas")).toEqual([]);
  });

  it("keeps its marker and the notifications out of the browser's reach", async () => {
    const reviewer = rulesEnv().authenticatedContext(uids.maya!).firestore();
    // A reviewer who could set the marker could silence it; one who could write the
    // notification could send anything with our name on it.
    await assertFails(reviewer.doc(`products/lca/reviews/${uids.maya}`).update({ notifiedAt: new Date() }));
    await assertFails(
      reviewer.doc(`users/lena/notifications/${reviewNotificationId("lca", uids.maya!)}`).set({ type: "review", title: "x", body: "x", link: "", createdAt: new Date(), read: false }),
    );
  });
});
