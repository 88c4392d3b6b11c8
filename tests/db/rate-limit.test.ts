import { adminDb } from "@/lib/firebase/server";
import { consumeRateLimit, RateLimitError } from "@/lib/security/rate-limit.server";
import { registerRulesEnv } from "../rules/rules-env";

// The Firestore-backed limiter every signed-in write route calls (config/rate-limits.ts): the
// window lives in the database, so it holds across any number of server instances.
const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
});

const HOUR = 60 * 60 * 1000;
const outcome = (promise: Promise<void>) => promise.then(() => "ok" as const, (error: unknown) => (error instanceof RateLimitError ? "limited" : error));

describe("consumeRateLimit", () => {
  it("allows 10 questions an hour; the 11th is refused with when to try again, and counts nothing", async () => {
    const now = Date.UTC(2026, 10, 26, 10, 0, 0);
    for (let call = 0; call < 10; call++) await consumeRateLimit("question", "ada", now + call * 1000);
    const refused = await consumeRateLimit("question", "ada", now + 20 * 60 * 1000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect(refused).toMatchObject({ status: 429, code: "rate-limited", retryAfterSeconds: 40 * 60, message: "You have done this too often. Please try again in 40 minutes." });
    expect((await adminDb().doc("rateLimits/question_ada").get()).data()).toMatchObject({ count: 10, uid: "ada", action: "question" });
  });

  it("starts a new window an hour after the first call, and keeps accounts and actions apart", async () => {
    const now = Date.UTC(2026, 10, 26, 10, 0, 0);
    for (let call = 0; call < 10; call++) await consumeRateLimit("question", "ada", now);
    await expect(outcome(consumeRateLimit("question", "ada", now + HOUR - 1))).resolves.toBe("limited");
    await expect(outcome(consumeRateLimit("question", "bob", now))).resolves.toBe("ok");
    await expect(outcome(consumeRateLimit("answer", "ada", now))).resolves.toBe("ok");
    await expect(outcome(consumeRateLimit("question", "ada", now + HOUR))).resolves.toBe("ok");
  });

  it("counts exactly under 15 calls at once: 10 pass, 5 are refused", async () => {
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 15 }, () => outcome(consumeRateLimit("question", "racer", now))));
    expect(results.filter((result) => result === "ok")).toHaveLength(10);
    expect(results.filter((result) => result === "limited")).toHaveLength(5);
    expect((await adminDb().doc("rateLimits/question_racer").get()).get("count")).toBe(10);
  });
});
