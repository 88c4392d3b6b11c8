import { Timestamp } from "firebase-admin/firestore";
import { GET as getQuestions } from "@/app/api/products/[id]/questions/route";
import { GET as getReviews } from "@/app/api/products/[id]/reviews/route";
import { encodeCursor } from "@/lib/db/cursor";
import { listQuestions } from "@/lib/db/questions.server";
import { listReviews } from "@/lib/db/reviews.server";
import { adminDb } from "@/lib/firebase/server";
import type { Review } from "@/lib/types/product";
import type { Question } from "@/lib/types/qa";
import { registerRulesEnv } from "../rules/rules-env";
import { apiRequest } from "./support";

// Outside Next there is no data cache: reads go straight through.
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const rulesEnv = registerRulesEnv();

type Listed = { id: string };
type ListAnswer = { next: string | null } & Record<string, unknown>;

const call = (handler: typeof getReviews, productId: string, after?: string) => {
  const url = `http://localhost/api/products/${productId}/list${after === undefined ? "" : `?after=${encodeURIComponent(after)}`}`;
  return handler(apiRequest(url), { params: Promise.resolve({ id: productId }) });
};

/** Every page of a list through its route, following `next` until there is none (at most 10). */
async function allPages<T extends Listed>(handler: typeof getReviews, key: "reviews" | "questions", productId = "lca") {
  const pages: T[][] = [];
  let after: string | undefined;
  do {
    const response = await call(handler, productId, after);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    const body = (await response.json()) as ListAnswer;
    pages.push(body[key] as T[]);
    after = body.next ?? undefined;
  } while (after && pages.length < 10);
  return pages;
}

/** Three moments (two of them a microsecond apart, within one millisecond): most items share theirs with others. */
const MOMENTS = [new Timestamp(1_740_000_000, 500_000), new Timestamp(1_740_000_000, 501_000), new Timestamp(1_730_000_000, 0)];
const momentOf = (index: number) => MOMENTS[index % 3]!;
/** Newest first; the same moment by id, descending too. */
const newestFirst = (ids: string[]) =>
  [...ids].sort((a, b) => {
    const [ta, tb] = [momentOf(ids.indexOf(a)), momentOf(ids.indexOf(b))];
    return tb.seconds - ta.seconds || tb.nanoseconds - ta.nanoseconds || b.localeCompare(a);
  });

async function seedReviews(productId: string, count: number) {
  const ids = Array.from({ length: count }, (_, index) => `uid_${String(index).padStart(2, "0")}`);
  const batch = adminDb().batch();
  ids.forEach((id, index) =>
    batch.set(adminDb().doc(`products/${productId}/reviews/${id}`), { uid: id, authorName: `Reviewer ${index}`, stars: 1 + (index % 5), text: `Review ${index}`, createdOn: momentOf(index) }),
  );
  await batch.commit();
  return ids;
}

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await adminDb().doc("products/lca").set({ title: "Life Cycle Assessment", state: "approved", creators: ["lena"], rating: { stars: 3, count: 25, total: 75 } });
  await adminDb().doc("products/draft").set({ title: "Draft", state: "pending", creators: ["lena"] });
});

describe("GET /api/products/[id]/reviews", () => {
  it("pages through 25 reviews 10 at a time, newest first, equal times by id, none twice or missed", async () => {
    const ids = await seedReviews("lca", 25);
    const pages = await allPages<Review>(getReviews, "reviews");
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(pages.flat().map((review) => review.id)).toEqual(newestFirst(ids));
    expect(pages[0]![0]).toMatchObject({ id: "uid_22", authorName: "Reviewer 22", stars: 3, text: "Review 22", createdOn: "2025-02-19T21:20:00.000Z" });
  });

  it("starts with the first page the product page caches, and its cursor leads on from there", async () => {
    const ids = await seedReviews("lca", 12);
    const first = await listReviews("lca");
    expect(first.items.map((review) => review.id)).toEqual(newestFirst(ids).slice(0, 10));
    const body = (await (await call(getReviews, "lca", first.next!)).json()) as { reviews: Review[]; next: string | null };
    expect(body.reviews.map((review) => review.id)).toEqual(newestFirst(ids).slice(10));
    expect(body.next).toBeNull();
  });

  it("ends without a cursor when the reviews fit one page, and answers an empty list for none", async () => {
    await seedReviews("lca", 10);
    expect((await allPages<Review>(getReviews, "reviews")).map((page) => page.length)).toEqual([10]);
    await adminDb().doc("products/empty").set({ title: "Empty", state: "approved" });
    expect(await (await call(getReviews, "empty")).json()).toEqual({ reviews: [], next: null });
  });

  it("refuses a cursor that is not one of this list's with a 400, not the first page again", async () => {
    await seedReviews("lca", 12);
    const notATime = encodeCursor({ value: "Review 3", id: "uid_03" });
    for (const after of ["", "%%%", "bm9wZQ", "W10", notATime, encodeCursor({ value: { seconds: 1, nanoseconds: 0 }, id: "a/b" })]) {
      const response = await call(getReviews, "lca", after);
      expect(response.status, after).toBe(400);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.json()).toEqual({ code: "review/invalid-cursor", error: "This list of reviews cannot be continued. Reload the page to start again." });
    }
  });

  it("answers 404 for a product that is not approved, unknown or not an id", async () => {
    await seedReviews("draft", 3);
    for (const id of ["draft", "nope", "..", "__x__"]) {
      const response = await call(getReviews, id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ code: "review/product-not-found", error: "This course is not available." });
    }
    const cursor = encodeCursor({ value: { seconds: 1_740_000_000, nanoseconds: 0 }, id: "uid_00" });
    expect((await call(getReviews, "draft", cursor)).status).toBe(404);
  });
});

describe("GET /api/products/[id]/questions", () => {
  async function seedQuestions(count: number) {
    const ids = Array.from({ length: count }, (_, index) => `q_${String(index).padStart(2, "0")}`);
    const batch = adminDb().batch();
    ids.forEach((id, index) => {
      // Every fifth question has answers: two, or 22 for the first (more than are shown).
      const answers = index % 5 ? 0 : index === 0 ? 22 : 2;
      batch.set(adminDb().doc(`products/lca/questions/${id}`), { uid: "maya", authorName: "Maya F.", text: `Question ${index}`, createdOn: momentOf(index), answerCount: answers });
      for (let at = 0; at < answers; at++) {
        batch.set(adminDb().doc(`products/lca/questions/${id}/answers/a_${String(at).padStart(2, "0")}`), {
          uid: "lena",
          authorName: "Lena K.",
          text: `Answer ${at} to ${index}`,
          createdOn: new Timestamp(1_750_000_000 + at, 0),
          byCreator: true,
        });
      }
    });
    await batch.commit();
    return ids;
  }

  it("pages through 23 questions 10 at a time, newest first, each with its first 20 answers oldest first", async () => {
    const ids = await seedQuestions(23);
    const pages = await allPages<Question>(getQuestions, "questions");
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    const listed = pages.flat();
    expect(listed.map((question) => question.id)).toEqual(newestFirst(ids));
    const byId = Object.fromEntries(listed.map((question) => [question.id, question]));
    expect(byId.q_00!.answers.map((answer) => answer.text)).toEqual(Array.from({ length: 20 }, (_, at) => `Answer ${at} to 0`));
    expect(byId.q_05!.answers).toEqual([
      { id: "a_00", uid: "lena", authorName: "Lena K.", text: "Answer 0 to 5", createdOn: "2025-06-15T15:06:40.000Z", byCreator: true },
      expect.objectContaining({ id: "a_01", text: "Answer 1 to 5" }),
    ]);
    expect(byId.q_01).toMatchObject({ text: "Question 1", answers: [] });
  });

  it("continues after the first page the product page caches", async () => {
    const ids = await seedQuestions(11);
    const first = await listQuestions("lca");
    expect(first.items.map((question) => question.id)).toEqual(newestFirst(ids).slice(0, 10));
    const body = (await (await call(getQuestions, "lca", first.next!)).json()) as { questions: Question[]; next: string | null };
    expect(body).toEqual({ questions: [expect.objectContaining({ id: newestFirst(ids)[10] })], next: null });
  });

  it("refuses a malformed cursor with a 400 and an unpublished product with a 404", async () => {
    await seedQuestions(3);
    const bad = await call(getQuestions, "lca", "not-a-cursor");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: "qa/invalid-cursor", error: "This list of questions cannot be continued. Reload the page to start again." });
    const draft = await call(getQuestions, "draft");
    expect(draft.status).toBe(404);
    expect(await draft.json()).toEqual({ code: "qa/product-not-found", error: "This course is not available." });
  });
});
