// Documents stamped for their buyer (issue 35, item 3): what POST /api/media-url hands a buyer,
// a creator, an admin and a stranger for a document lecture, and what GET /api/media then serves.
import { readFileSync } from "node:fs";
import { adminAuth, adminBucket } from "@/lib/firebase/server";
import { issueMediaUrl } from "@/lib/media/access.server";
import { handlePaymentEvent } from "@/lib/payments/webhook.server";
import { handleMediaRequest } from "@/lib/media/serve.server";
import { deleteStampedCopiesOf, stampedCopy, stampedFolder } from "@/lib/media/stamped-copy.server";
import { pdfText } from "../e2e/support/pdf-text";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const rulesEnv = registerRulesEnv();
const original = readFileSync("content/demo/reader-demo.pdf");
const uids = { buyer: "", enrolled: "", creator: "", stranger: "", admin: "" };
const bought = new Date("2026-03-14T09:30:00Z");

const urlFor = async (uid: string, admin = false) => (await issueMediaUrl({ uid, admin }, "stampdoc", "l1")).url;
const get = (url: string, headers: Record<string, string> = {}) => handleMediaRequest(new Request(`http://localhost${url}`, { headers }), "stampdoc", "l1");
const bytesOf = async (url: string) => Buffer.from(await (await get(url)).arrayBuffer());
const objectOf = (url: string) => new URL(url, "http://localhost").searchParams.get("path")!;
const generationOf = async (url: string) => (await adminBucket().file(objectOf(url)).getMetadata())[0].generation;

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await clearAuth();
  for (const key of Object.keys(uids) as (keyof typeof uids)[]) uids[key] = await createAccount(`${key}@stamp.test`, "stamp-password");
  await adminAuth().setCustomUserClaims(uids.admin, { admin: true });
  await seedDoc(rulesEnv(), `users/${uids.buyer}`, { uid: uids.buyer, email: "buyer@stamp.test", firstName: "Jürgen", lastName: "Müller-Łukasz" });
  await seedDoc(rulesEnv(), `users/${uids.enrolled}`, { uid: uids.enrolled, email: "enrolled@stamp.test", firstName: "Ada", lastName: "Free" });
  await seedDoc(rulesEnv(), "products/stampdoc", { title: "Soil", state: "approved", creators: [uids.creator] });
  await seedDoc(rulesEnv(), `userProductRelations/${uids.buyer}_stampdoc`, { uid: uids.buyer, productId: "stampdoc", source: "purchase", orderId: "ord_stamp42", createdOn: bought });
  await seedDoc(rulesEnv(), `userProductRelations/${uids.enrolled}_stampdoc`, { uid: uids.enrolled, productId: "stampdoc", source: "free", orderId: null, createdOn: bought });
  await seedDoc(rulesEnv(), "products/stampdoc/lectures/l1", { title: "Reader", order: 1, sectionId: "s1", type: "document" });
  await seedDoc(rulesEnv(), "products/stampdoc/lectures/l1/private/content", { kind: "document", path: "demo/reader-demo.pdf" });
});

afterAll(async () => {
  await adminBucket().deleteFiles({ prefix: "stamped/" });
  await rulesEnv().clearFirestore();
});

describe("a document lecture's PDF", () => {
  it("reaches its buyer with their name, e-mail, order and date on every page", async () => {
    const url = await urlFor(uids.buyer);
    expect(url).toContain("src=stamped");
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toMatch(/^private/);
    const pages = (await pdfText(Buffer.from(await response.arrayBuffer()))).split("\n");
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page).toContain("Licensed to Jürgen Müller-Łukasz · buyer@stamp.test · order ord_stamp42 · 14 March 2026");
  });

  it("is stamped once: the second open reuses the stored copy, which serves byte ranges", async () => {
    const first = await urlFor(uids.buyer);
    const generation = await generationOf(first);
    const second = await urlFor(uids.buyer);
    expect(objectOf(second)).toBe(objectOf(first));
    expect(await generationOf(second)).toBe(generation);
    const whole = await bytesOf(second);
    const part = await get(second, { Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
  });

  it("is stored once when two server instances stamp the same copy at the same moment", async () => {
    const source = { version: "race", read: async () => new Uint8Array(original) };
    const stamp = { name: "Race", email: "race@stamp.test", order: "order ord_race", date: bought.toISOString() };
    const copy = () => stampedCopy({ uid: uids.stranger, productId: "stampdoc", lectureId: "l1", stamp, source });
    const [one, two] = await Promise.all([copy(), copy()]);
    expect(one).toBe(two);
    expect((await adminBucket().getFiles({ prefix: stampedFolder(uids.stranger, "stampdoc", "l1") }))[0].map((file) => file.name)).toEqual([one]);
  });

  it("is stamped again when the buyer's name changes, and the old copy is gone", async () => {
    const before = await urlFor(uids.buyer);
    await seedDoc(rulesEnv(), `users/${uids.buyer}`, { uid: uids.buyer, email: "buyer@stamp.test", firstName: "Jürgen", lastName: "Nowak" });
    const after = await urlFor(uids.buyer);
    expect(objectOf(after)).not.toBe(objectOf(before));
    expect((await adminBucket().file(objectOf(before)).exists())[0]).toBe(false);
    expect(await pdfText(await bytesOf(after))).toContain("Licensed to Jürgen Nowak · buyer@stamp.test · order ord_stamp42");
  });

  it("says a free enrolment has no order", async () => {
    expect(await pdfText(await bytesOf(await urlFor(uids.enrolled)))).toContain("Licensed to Ada Free · enrolled@stamp.test · free enrolment, no order · 14 March 2026");
  });

  it("reaches the creator and an admin as uploaded, and no stranger", async () => {
    for (const url of [await urlFor(uids.creator), await urlFor(uids.stranger, true)]) {
      expect(url).toContain("src=disk");
      expect((await bytesOf(url)).equals(original)).toBe(true);
    }
    await expect(issueMediaUrl({ uid: uids.stranger, admin: false }, "stampdoc", "l1")).rejects.toMatchObject({ status: 403 });
  });

  it("is deleted with the buyer's account, and nobody else's copies with it", async () => {
    const mine = objectOf(await urlFor(uids.enrolled));
    const theirs = objectOf(await urlFor(uids.buyer));
    await deleteStampedCopiesOf(uids.enrolled);
    expect((await adminBucket().file(mine).exists())[0]).toBe(false);
    expect((await adminBucket().file(theirs).exists())[0]).toBe(true);
  });

  it("serves a buyer's stamped copy only through a URL signed for it", async () => {
    const url = await urlFor(uids.buyer);
    const other = objectOf(url).replace(uids.buyer, uids.enrolled);
    expect((await get(url.replace(encodeURIComponent(objectOf(url)), encodeURIComponent(other)))).status).toBe(403);
  });
});

describe("a refund", () => {
  it("deletes the refunded buyer's stamped copies of the product, and leaves other learners' copies", async () => {
    const theirs = objectOf(await urlFor(uids.buyer));
    const kept = objectOf(await urlFor(uids.enrolled));
    await seedDoc(rulesEnv(), "orders/ord_stamp42", {
      uid: uids.buyer,
      status: "paid",
      total: 12.5,
      items: [{ productId: "stampdoc", title: "Soil", price: 12.5, creators: [uids.creator] }],
      provider: "local",
      sessionId: "s_stamp42",
      createdOn: bought,
    });
    expect(await handlePaymentEvent({ id: "evt_refund_stamp42", type: "refunded", orderId: "ord_stamp42", sessionId: "", amountTotal: 1250 })).toBe("refunded");
    expect((await adminBucket().file(theirs).exists())[0]).toBe(false);
    expect((await adminBucket().file(kept).exists())[0]).toBe(true);
    await expect(issueMediaUrl({ uid: uids.buyer, admin: false }, "stampdoc", "l1")).rejects.toMatchObject({ status: 403 });
  });
});
