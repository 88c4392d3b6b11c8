import { queryDocs } from "@/lib/db/query";
import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";

const rulesEnv = registerRulesEnv();
let alice: string;

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await clearAuth();
  alice = await createAccount("alice@example.com", "alice-password");
  const product = (title: string, price: number, state: string, sdgs: number[]) => ({ title, price, state, sdgs, creators: ["someone"] });
  await seedDoc(rulesEnv(), "products/p1", product("Soil", 10, "approved", [2, 15]));
  await seedDoc(rulesEnv(), "products/p2", product("Water", 30, "approved", [6]));
  await seedDoc(rulesEnv(), "products/p3", product("Energy", 20, "approved", [7, 13]));
  await seedDoc(rulesEnv(), "products/p4", product("Draft", 5, "pending", [13]));
  await seedDoc(rulesEnv(), `userProductRelations/${alice}_p1`, { uid: alice, productId: "p1" });
  await seedDoc(rulesEnv(), "userProductRelations/bob_p1", { uid: "bob", productId: "p1" });
});
afterEach(async () => {
  await signOut();
});

describe("the generic query of SPEC §7: field, operator, value filters to documents with their id", () => {
  it("applies every filter and returns each document with its id", async () => {
    const docs = await queryDocs("products", [["state", "==", "approved"], ["price", ">=", 15]], { order: ["price", "asc"] });
    expect(docs.map((doc) => [doc.id, doc.title])).toEqual([["p3", "Energy"], ["p2", "Water"]]);
  });

  it("supports array and set operators and a limit", async () => {
    const climate = await queryDocs("products", [["state", "==", "approved"], ["sdgs", "array-contains", 13]]);
    expect(climate.map((doc) => doc.id)).toEqual(["p3"]);
    const picked = await queryDocs("products", [["state", "==", "approved"], ["title", "in", ["Soil", "Water", "Draft"]]], { max: 1, order: ["title", "asc"] });
    expect(picked.map((doc) => doc.id)).toEqual(["p1"]);
  });

  it("is bound by the rules: a visitor's query that could reach drafts is refused", async () => {
    await expect(queryDocs("products", [["price", "<", 100]])).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("gives a signed-in user their own relations only", async () => {
    await signInWithEmail("alice@example.com", "alice-password");
    const mine = await queryDocs("userProductRelations", [["uid", "==", alice]]);
    expect(mine).toEqual([{ id: `${alice}_p1`, uid: alice, productId: "p1" }]);
    await expect(queryDocs("userProductRelations", [["uid", "==", "bob"]])).rejects.toMatchObject({ code: "permission-denied" });
  });
});
