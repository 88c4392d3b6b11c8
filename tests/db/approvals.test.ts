import { GET as getQueueRoute } from "@/app/api/admin/approvals/route";
import { POST as decideRoute } from "@/app/api/admin/approvals/[id]/route";
import { decideApproval, listPendingProducts, NOT_PENDING } from "@/lib/admin/approvals.server";
import { adminAuth } from "@/lib/firebase/server";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken as signIn, readCollection } from "./support";

// Outside Next there is no data cache: reads go straight through, revalidation is recorded.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "approvals-password-1";
const uids: Record<string, string> = {};
const actor = { uid: "admin-uid", email: "admin@approvals.test" };
const REASON = "Please cite a source for every case study in section two.";

const idToken = (email: string) => signIn(email, PASSWORD);

const readAll = (path: string) => readCollection(rulesEnv(), path);

async function readProduct(id: string) {
  return (await readAll("products")).find((product) => product.id === id);
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  await clearAuth();
  for (const name of ["admin", "lena"]) uids[name] = await createAccount(`${name}@approvals.test`, PASSWORD);
  await adminAuth().setCustomUserClaims(uids.admin!, { admin: true });
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  revalidateTag.mockClear();
  await seedDoc(rulesEnv(), "products/newer", { title: "Flood Risk", state: "pending", creators: ["lena", "jonas"], lastUpdated: at("2025-10-30"), eqfLevel: 6, assessment: "quiz", ects: 4, sections: [{ id: "s1", title: "Concepts" }] });
  await seedDoc(rulesEnv(), "products/newer/lectures/l1", { title: "Floodplains", sectionId: "s1", order: 1, duration: 12, type: "video" });
  await seedDoc(rulesEnv(), "products/older", { title: "Soil Health", state: "pending", creators: ["lena"], lastUpdated: at("2025-09-01"), eqfLevel: 7, assessment: "project" });
  await seedDoc(rulesEnv(), "products/live", { title: "Live", state: "approved", creators: ["lena"], lastUpdated: at("2025-01-01") });
  await seedDoc(rulesEnv(), "products/refused", { title: "Refused", state: "rejected", creators: ["lena"], rejectionReason: "Old reason text" });
});

describe("listPendingProducts", () => {
  it("lists only pending products, oldest submission first, with their lectures", async () => {
    const { products: queue, next, total } = await listPendingProducts();
    expect([next, total]).toEqual([null, 2]);
    expect(queue.map((entry) => entry.product.id)).toEqual(["older", "newer"]);
    expect(queue[1]?.lectures).toEqual([expect.objectContaining({ id: "l1", title: "Floodplains", sectionId: "s1" })]);
  });
});

describe("the queue a page at a time", () => {
  it("pages 45 pending products 20 at a time, oldest first, ties on the time by id", async () => {
    const ids = Array.from({ length: 43 }, (_, index) => `prod_page${String(index).padStart(8, "0")}`);
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const batch = context.firestore().batch();
      ids.forEach((id, index) => batch.set(context.firestore().doc(`products/${id}`), { title: id, state: "pending", creators: ["lena"], lastUpdated: at(`2025-10-0${1 + (index % 3)}`) }));
      await batch.commit();
    });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listPendingProducts>> = await listPendingProducts(after);
      expect(page.total).toBe(45);
      expect(page.products.length).toBeLessThanOrEqual(20);
      seen.push(...page.products.map((entry) => entry.product.id));
      after = page.next;
    } while (after);
    const day = (id: string) => ids.indexOf(id) % 3;
    expect(seen).toEqual(["older", ...[...ids].sort((a, b) => day(a) - day(b) || a.localeCompare(b)), "newer"]);
  });
});

describe("decideApproval", () => {
  it("approve: the product is approved, the decision audited, and every creator notified with a link to it", async () => {
    await expect(decideApproval({ productId: "newer", decision: "approve", reason: "  Well done.  ", actor })).resolves.toEqual({ state: "approved", liveId: "newer" });
    expect(await readProduct("newer")).toMatchObject({ state: "approved", rejectionReason: "" });
    // The catalogue finds it from now on: its words, with their prefixes, and its filter values.
    expect((await readProduct("newer"))?.facets).toEqual(expect.arrayContaining(["w:flood", "w:flo", "w:risk", "price:paid", "eqf:6", "ects:3-5"]));
    // Also the title fields of the admin's product picker, for products submitted before submissions wrote them.
    expect(await readProduct("newer")).toMatchObject({ titleSort: "flood risk", titleTerms: expect.arrayContaining(["flo", "risk"]) });
    expect(await readAll("auditLog")).toEqual([
      expect.objectContaining({ action: "product.approved", target: "products/newer", reason: "Well done.", actorUid: "admin-uid", actorEmail: actor.email }),
    ]);
    for (const creator of ["lena", "jonas"]) {
      expect(await readAll(`users/${creator}/notifications`)).toEqual([
        expect.objectContaining({ type: "approval", title: "Approved: Flood Risk", link: "/products/newer", read: false, body: expect.stringContaining("Well done.") }),
      ]);
    }
    expect((await listPendingProducts()).products.map((entry) => entry.product.id)).toEqual(["older"]);
  });

  it("reject: the reason is stored on the product and sent to the creator, who is pointed to the dashboard", async () => {
    await decideApproval({ productId: "older", decision: "reject", reason: REASON, actor });
    expect(await readProduct("older")).toMatchObject({ state: "rejected", rejectionReason: REASON, facets: [], titleSort: "soil health", titleTerms: expect.arrayContaining(["soil", "heal"]) });
    expect(await readAll("auditLog")).toEqual([expect.objectContaining({ action: "product.rejected", target: "products/older", reason: REASON })]);
    expect(await readAll("users/lena/notifications")).toEqual([
      expect.objectContaining({ type: "rejection", title: "Changes needed: Soil Health", link: "/dashboard", body: expect.stringContaining(REASON) }),
    ]);
  });

  it("refuses a product that is not pending (409) and changes nothing", async () => {
    for (const productId of ["live", "refused"]) {
      await expect(decideApproval({ productId, decision: "approve", reason: "", actor })).rejects.toMatchObject({ status: 409, message: NOT_PENDING });
    }
    expect(await readProduct("refused")).toMatchObject({ state: "rejected", rejectionReason: "Old reason text" });
    await expect(decideApproval({ productId: "missing", decision: "approve", reason: "", actor })).rejects.toMatchObject({ status: 404 });
    expect(await readAll("auditLog")).toEqual([]);
  });

  it("refuses to approve a product without the recognition pack's EQF level and assessment (409); a rejection still goes through", async () => {
    await seedDoc(rulesEnv(), "products/unlevelled", { title: "Older Draft", state: "pending", creators: ["lena"], lastUpdated: at("2025-09-02"), assessment: "quiz" });
    await expect(decideApproval({ productId: "unlevelled", decision: "approve", reason: "", actor })).rejects.toMatchObject({
      status: 409,
      code: "approval/recognition-missing",
      message: expect.stringContaining("Choose the course's EQF level."),
    });
    expect(await readProduct("unlevelled")).toMatchObject({ state: "pending" });
    expect(await readAll("auditLog")).toEqual([]);
    await expect(decideApproval({ productId: "unlevelled", decision: "reject", reason: REASON, actor })).resolves.toMatchObject({ state: "rejected" });
  });

  it("refuses a rejection without a reason of 10 to 1000 characters, and unknown decisions", async () => {
    for (const reason of [undefined, "", "   too short  ", "x".repeat(1001), 42]) {
      await expect(decideApproval({ productId: "older", decision: "reject", reason, actor })).rejects.toMatchObject({ status: 400 });
    }
    await expect(decideApproval({ productId: "older", decision: "publish", reason: REASON, actor })).rejects.toMatchObject({ status: 400 });
    expect(await readProduct("older")).toMatchObject({ state: "pending" });
    expect(await readAll("users/lena/notifications")).toEqual([]);
  });
});

describe("the approval routes", () => {
  const post = (token: string | null, body: unknown, id = "older") =>
    decideRoute(
      apiRequest("http://localhost/api", { method: "POST", token, body }),
      { params: Promise.resolve({ id }) },
    );

  it("a signed-in non-admin gets 403 and a visitor 401; the product stays pending", async () => {
    const refused = await post(await idToken("lena@approvals.test"), { decision: "approve" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "Only administrators can do this." });
    expect((await post(null, { decision: "approve" })).status).toBe(401);
    const queue = await getQueueRoute(apiRequest("http://localhost/api", { token: await idToken("lena@approvals.test") }));
    expect(queue.status).toBe(403);
    expect(await readProduct("older")).toMatchObject({ state: "pending" });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("an admin approves through the route: the catalogue cache expires at once; a second decision is a conflict", async () => {
    const token = await idToken("admin@approvals.test");
    const approved = await post(token, { decision: "approve", reason: "" });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ state: "approved" });
    expect(revalidateTag).toHaveBeenCalledWith("products", { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith("product:older", { expire: 0 });
    expect(await readAll("auditLog")).toEqual([expect.objectContaining({ actorUid: uids.admin, actorEmail: "admin@approvals.test" })]);
    const again = await post(token, { decision: "reject", reason: REASON });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: NOT_PENDING });
    const queue = await getQueueRoute(apiRequest("http://localhost/api", { token }));
    expect(((await queue.json()) as { products: { product: { id: string } }[] }).products.map((entry) => entry.product.id)).toEqual(["newer"]);
  });
});
