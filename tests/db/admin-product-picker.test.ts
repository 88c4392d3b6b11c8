import { GET as lookupRoute } from "@/app/api/admin/access/route";
import { GET as productsRoute } from "@/app/api/admin/access/products/route";
import { titleSearchFields } from "@/lib/admin/product-picker.server";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import type { ProductChoices } from "@/lib/types/access";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken } from "./support";

// GET /api/admin/access/products: the grant forms' product picker. Products of any state that
// were submitted are found by the start of their title's words, at most 10, by title; a draft
// only by its id (docs/decisions/0004-admin-product-picker.md).
const rulesEnv = registerRulesEnv();
const PASSWORD = "picker-password-1";
const tokens: Record<"admin" | "user", string> = { admin: "", user: "" };
const DRAFT = "prod_draftNoTerms1";

const search = (q: string | null, token: string | null = tokens.admin) =>
  productsRoute(apiRequest(`http://localhost/api/admin/access/products${q === null ? "" : `?q=${encodeURIComponent(q)}`}`, { token }));
const found = async (q: string) => {
  const response = await search(q);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductChoices;
};
const titles = (choices: ProductChoices) => choices.products.map((product) => product.title);

/** A product as the server leaves it once submitted: title fields written (draft: none). */
async function product(id: string, title: string, state: string, extra: Record<string, unknown> = {}) {
  await adminDb().doc(`products/${id}`).set({ title, state, creators: ["someone"], ...(state === "draft" ? {} : titleSearchFields({ title })), ...extra });
}

beforeAll(async () => {
  await clearAuth();
  const adminUid = await createAccount("picker-admin@example.com", PASSWORD);
  await createAccount("picker-user@example.com", PASSWORD);
  await adminAuth().setCustomUserClaims(adminUid, { admin: true });
  tokens.admin = await idToken("picker-admin@example.com", PASSWORD);
  tokens.user = await idToken("picker-user@example.com", PASSWORD);
  await rulesEnv().clearFirestore();
  // 14 soil courses in all three submitted states, more than one answer shows.
  const states = ["approved", "pending", "rejected"];
  for (let index = 0; index < 14; index++) {
    await product(`prod_soil${String(index).padStart(9, "0")}`, `Soil Course ${String(index).padStart(2, "0")}`, states[index % 3]!);
  }
  await product("prod_soilHealth001", "Soil Health Indicators", "approved");
  await product("prod_solarGrid0001", "Solar and Wind Grid Integration", "pending");
  await product("prod_urbanClimate1", "Urban Climate: Heat Islands", "rejected");
  await product("prod_copyOfSoil001", "Soil Health Indicators", "pending", titleSearchFields({ title: "Soil Health Indicators", revisionOf: "prod_soilHealth001" }));
  await product(DRAFT, "Soil Draft Not Submitted", "draft");
});

describe("GET /api/admin/access/products", () => {
  it("finds at most 10 products, of any submitted state, by the start of a title word, sorted by title, and says there are more", async () => {
    const choices = await found("soi");
    expect(choices.products).toHaveLength(10);
    expect(choices.more).toBe(true);
    expect(titles(choices)).toEqual([...Array.from({ length: 10 }, (_, index) => `Soil Course ${String(index).padStart(2, "0")}`)]);
    expect(new Set(choices.products.map((entry) => entry.state))).toEqual(new Set(["approved", "pending", "rejected"]));
  });

  it("matches every word typed, each at the start of a title word, whatever the case or accents", async () => {
    expect(titles(await found("HEALTH soil"))).toEqual(["Soil Health Indicators"]);
    expect(titles(await found("clim"))).toEqual(["Urban Climate: Heat Islands"]);
    expect(titles(await found("Hëat  isl"))).toEqual(["Urban Climate: Heat Islands"]);
    expect(await found("limate")).toEqual({ products: [], more: false });
    expect(await found("grid soil")).toEqual({ products: [], more: false });
  });

  it("finds a product of any state by its pasted id, first, also a draft that no title search finds", async () => {
    expect(titles(await found("soil draft"))).toEqual([]);
    expect((await found(DRAFT)).products).toEqual([{ id: DRAFT, title: "Soil Draft Not Submitted", state: "draft" }]);
    expect((await found("prod_nothingHere01")).products).toEqual([]);
  });

  it("never offers a working copy, whose title is its live product's", async () => {
    expect((await found("indicators")).products.map((entry) => entry.id)).toEqual(["prod_soilHealth001"]);
  });

  it("refuses blank and over-long text with a readable 400", async () => {
    for (const q of [null, "", "   "]) {
      const response = await search(q);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: "access/invalid-query", error: "Type a word of the product's title or paste its id." });
    }
    const long = await search("s".repeat(101));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: "Type at most 100 characters." });
    expect((await search("s".repeat(100))).status).toBe(200);
  });

  it("answers 403 to a signed-in non-admin and 401 to a visitor", async () => {
    expect((await search("soil", tokens.user)).status).toBe(403);
    expect((await search("soil", null)).status).toBe(401);
  });

  it("no longer lists every product on GET /api/admin/access: without an email it asks for one", async () => {
    const response = await lookupRoute(apiRequest("http://localhost/api/admin/access", { token: tokens.admin }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Enter a valid email address." });
  });
});
