import { POST as bulkRoute } from "@/app/api/admin/access/bulk/route";
import { GET as lookupRoute, POST as accessRoute } from "@/app/api/admin/access/route";
import { GET as overviewRoute } from "@/app/api/admin/overview/route";
import { adminAuth } from "@/lib/firebase/server";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken as signIn, readCollection } from "./support";

const rulesEnv = registerRulesEnv();
const PASSWORD = "access-password-1";
const uids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const idToken = (email: string) => signIn(email, PASSWORD);

const token = (who: string | null) => (who ? tokens[who] : null);
const post = (who: string | null, body: unknown) => accessRoute(apiRequest("http://localhost/api/admin/access", { method: "POST", token: token(who), body }));
const bulk = (who: string | null, body: unknown) => bulkRoute(apiRequest("http://localhost/api/admin/access/bulk", { method: "POST", token: token(who), body }));
const lookup = (who: string | null, email: string) => lookupRoute(apiRequest(`http://localhost/api/admin/access?email=${encodeURIComponent(email)}`, { token: token(who) }));
const grant = (email: string, productId = "lca", reason = "Scholarship winner") => post("admin", { action: "grant", email, productId, reason });
const revoke = (email: string, productId = "lca", reason = "Granted by mistake") => post("admin", { action: "revoke", email, productId, reason });

const readAll = (path: string) => readCollection(rulesEnv(), path);
const relationsOf = async (uid: string) => (await readAll("userProductRelations")).filter((relation) => relation.uid === uid);

beforeAll(async () => {
  await clearAuth();
  for (const name of ["admin", "fresh", "buyer", "other"]) {
    uids[name] = await createAccount(`${name}@example.com`, PASSWORD);
  }
  await adminAuth().setCustomUserClaims(uids.admin!, { admin: true });
  for (const name of ["admin", "fresh"]) tokens[name] = await idToken(`${name}@example.com`);
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "products/lca", { title: "Life Cycle Assessment", state: "approved", creators: ["someone"] });
  await seedDoc(rulesEnv(), "products/solar", { title: "Solar Basics", state: "approved", creators: ["someone"] });
  await seedDoc(rulesEnv(), `userProductRelations/${uids.buyer}_lca`, { uid: uids.buyer, productId: "lca", source: "purchase", orderId: "order_1" });
});

describe("looking a user up, a page at a time", () => {
  it("lists 25 products in pages of 20, newest first, ties by id, titles from the relations", async () => {
    const ids = Array.from({ length: 25 }, (_, index) => `prod_${String(index).padStart(2, "0")}`);
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const batch = context.firestore().batch();
      ids.forEach((id, index) =>
        batch.set(context.firestore().doc(`userProductRelations/${uids.other}_${id}`), { uid: uids.other, productId: id, source: "purchase", orderId: "o", title: `Course ${id}`, createdOn: new Date(Date.UTC(2025, 0, 1 + (index % 2))) }),
      );
      await batch.commit();
    });
    const first = (await (await lookup("admin", "other@example.com")).json()) as { products: { productId: string; title: string }[]; next: string };
    const rest = (await (await lookupRoute(apiRequest(`http://localhost/api/admin/access?email=other%40example.com&after=${first.next}`, { token: token("admin") }))).json()) as typeof first;
    const day = (id: string) => ids.indexOf(id) % 2;
    expect([...first.products, ...rest.products].map((entry) => entry.productId)).toEqual([...ids].sort((a, b) => day(b) - day(a) || b.localeCompare(a)));
    expect(first.products).toHaveLength(20);
    expect(rest.next).toBeNull();
    expect(first.products[0]?.title).toMatch(/^Course prod_/);
  });

  it("a grant stores what the library lists and searches by", async () => {
    expect((await grant("fresh@example.com", "solar")).status).toBe(200);
    const [relation] = await relationsOf(uids.fresh!);
    expect(relation).toMatchObject({ title: "Solar Basics", titleSort: "solar basics", titleTerms: expect.arrayContaining(["sol", "basics"]) });
    expect(relation?.lastOpened).toEqual(relation?.createdOn);
  });
});

describe("granting and revoking one product", () => {
  it("grants with who and why, audits it, notifies the user, and the lookup lists it", async () => {
    const response = await grant("Fresh@Example.com");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "granted" });
    expect(await relationsOf(uids.fresh!)).toEqual([
      expect.objectContaining({ id: `${uids.fresh}_lca`, productId: "lca", source: "grant", orderId: null, grantedBy: uids.admin, reason: "Scholarship winner" }),
    ]);
    expect(await readAll("auditLog")).toEqual([
      expect.objectContaining({ action: "access.granted", actorUid: uids.admin, actorEmail: "admin@example.com", target: `userProductRelations/${uids.fresh}_lca`, reason: "Scholarship winner" }),
    ]);
    expect(await readAll(`users/${uids.fresh}/notifications`)).toEqual([
      expect.objectContaining({ type: "access", title: "Life Cycle Assessment is in your library", link: "/library/lca", read: false }),
    ]);
    const found = (await (await lookup("admin", "fresh@example.com")).json()) as { user: { uid: string }; products: unknown[] };
    expect(found.user.uid).toBe(uids.fresh);
    expect(found.products).toEqual([expect.objectContaining({ productId: "lca", title: "Life Cycle Assessment", source: "grant", reason: "Scholarship winner" })]);
  });

  it("reports 'already' for someone who has the product and writes nothing", async () => {
    expect(await (await grant("buyer@example.com")).json()).toEqual({ result: "already" });
    expect(await relationsOf(uids.buyer!)).toEqual([expect.objectContaining({ source: "purchase", orderId: "order_1" })]);
    expect(await readAll("auditLog")).toEqual([]);
  });

  it("revokes a grant with an audit entry", async () => {
    await grant("fresh@example.com");
    const response = await revoke("fresh@example.com");
    expect(response.status).toBe(200);
    expect(await relationsOf(uids.fresh!)).toEqual([]);
    expect((await readAll("auditLog")).map((entry) => [entry.action, entry.reason])).toEqual(
      expect.arrayContaining([
        ["access.granted", "Scholarship winner"],
        ["access.revoked", "Granted by mistake"],
      ]),
    );
  });

  it("refuses to revoke a purchase, saying refunds are out of scope, and keeps it", async () => {
    const response = await revoke("buyer@example.com");
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/bought it.*Refunds are out of scope/);
    expect(await relationsOf(uids.buyer!)).toHaveLength(1);
    expect(await readAll("auditLog")).toEqual([]);
  });

  it("refuses a short reason, an unknown account and an unknown product, writing nothing", async () => {
    expect((await grant("fresh@example.com", "lca", "ok")).status).toBe(400);
    const unknown = await grant("nobody@example.com");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe("No account uses nobody@example.com.");
    expect((await grant("fresh@example.com", "missing")).status).toBe(404);
    expect(await relationsOf(uids.fresh!)).toEqual([]);
    expect(await readAll("auditLog")).toEqual([]);
  });

  it("answers 403 to a signed-in non-admin and 401 to a visitor, for every route", async () => {
    expect((await post("fresh", { action: "grant", email: "fresh@example.com", productId: "lca", reason: "Give myself" })).status).toBe(403);
    expect((await bulk("fresh", { emails: "fresh@example.com", productId: "lca", reason: "Give myself" })).status).toBe(403);
    expect((await lookup("fresh", "buyer@example.com")).status).toBe(403);
    expect((await post(null, { action: "grant", email: "fresh@example.com", productId: "lca", reason: "Give myself" })).status).toBe(401);
    expect(await relationsOf(uids.fresh!)).toEqual([]);
  });
});

describe("bulk grants", () => {
  it("reports per email: granted, already had it, no account, invalid; deduplicated", async () => {
    const emails = "fresh@example.com, buyer@example.com\nnobody@example.com not-an-email FRESH@example.com;other@example.com";
    const response = await bulk("admin", { emails, productId: "lca", reason: "Workshop participants" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results: unknown }).results).toEqual([
      { email: "fresh@example.com", status: "granted" },
      { email: "buyer@example.com", status: "already" },
      { email: "nobody@example.com", status: "no-account" },
      { email: "not-an-email", status: "invalid" },
      { email: "other@example.com", status: "granted" },
    ]);
    expect(await relationsOf(uids.other!)).toEqual([expect.objectContaining({ source: "grant", reason: "Workshop participants" })]);
    expect((await readAll("auditLog")).filter((entry) => entry.action === "access.granted")).toHaveLength(2);
  });

  it("reports a product that does not exist, even when no pasted email has an account", async () => {
    const response = await bulk("admin", { emails: "nobody@example.com", productId: "prod_missing000000", reason: "Typo in the id" });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe("This product does not exist.");
    expect(await readAll("auditLog")).toEqual([]);
  });

  it("refuses more than 200 emails before writing anything", async () => {
    const emails = Array.from({ length: 201 }, (_, index) => `person${index}@example.com`).join(",");
    const response = await bulk("admin", { emails, productId: "lca", reason: "Too many" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/at most 200/);
    expect(await readAll("auditLog")).toEqual([]);
  });
});

describe("GET /api/admin/overview", () => {
  it("counts pending products, products, users and universities for admins only", async () => {
    await seedDoc(rulesEnv(), "products/draft", { title: "Draft", state: "pending", creators: ["someone"] });
    await seedDoc(rulesEnv(), `users/${uids.fresh}`, { uid: uids.fresh });
    await seedDoc(rulesEnv(), "descriptive/university/universities/uni_1", { name: "TU Wien" });
    const overview = (who: string) => overviewRoute(apiRequest("http://localhost/api/admin/overview", { token: token(who) }));
    const response = await overview("admin");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pendingProducts: 1, products: 3, users: 1, universities: 1 });
    expect((await overview("fresh")).status).toBe(403);
  });
});
