import { signOut } from "@/lib/auth/session";
import { signInWithEmail } from "@/lib/auth/sign-in";
import type { Cursor } from "@/lib/db/cursor";
import { markRelationOpened, ownedProductIds, type RelationSort } from "@/lib/db/relations";
import { LIBRARY_PAGE_SIZE, loadLibraryPage } from "@/lib/learning/library";
import { relationListing } from "@/lib/learning/title-terms";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";

// A library larger than one page, through the Lite SDK and the real rules: every course shows
// once, none is skipped, and ties on the order field are broken by document id.
const rulesEnv = registerRulesEnv();
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
const COUNT = 55;
const password = "paging-password";
let uid = "";
// Five purchase dates only, so most of the 55 share theirs with ten others; titles repeat too.
const titles = ["Urban Climate Adaptation", "Soil Health", "Climate Finance Basics", "Water Systems", "Circular Economy"];
const productId = (index: number) => `prod_${String(index).padStart(3, "0")}`;
const createdOn = (index: number) => new Date(Date.UTC(2025, 0, 1 + (index % 5)));
const titleOf = (index: number) => titles[index % titles.length]!;

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await clearAuth();
  uid = await createAccount("many@library.test", password);
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const batch = context.firestore().batch();
    for (let index = 0; index < COUNT; index += 1) {
      const id = productId(index);
      batch.set(context.firestore().doc(`products/${id}`), { title: titleOf(index), state: "approved", creators: ["someone"], lectureCount: 1 });
      batch.set(context.firestore().doc(`userProductRelations/${uid}_${id}`), {
        uid,
        productId: id,
        source: "purchase",
        orderId: `order_${index}`,
        ...relationListing(titleOf(index)),
        createdOn: createdOn(index),
        lastOpened: createdOn(index),
      });
    }
    // Written before relations stored their title: no listing fields, no lastOpened.
    batch.set(context.firestore().doc(`products/prod_old`), { title: "Old Course", state: "approved", creators: ["someone"], lectureCount: 1 });
    batch.set(context.firestore().doc(`userProductRelations/${uid}_prod_old`), { uid, productId: "prod_old", source: "free", orderId: null, createdOn: new Date(Date.UTC(2024, 0, 1)) });
    await batch.commit();
  });
  await signInWithEmail("many@library.test", password);
});
afterAll(async () => {
  await signOut();
});

/** Every page of the library in one order, with how many each page held. */
async function readAll(sort: RelationSort, search = "") {
  const ids: string[] = [];
  const sizes: number[] = [];
  let after: Cursor | null = null;
  do {
    const page = await loadLibraryPage(uid, { sort, search, after });
    ids.push(...page.items.map((item) => item.product.id));
    sizes.push(page.items.length);
    after = page.next;
  } while (after);
  return { ids, sizes };
}

const byPurchase = (a: number, b: number) => createdOn(b).getTime() - createdOn(a).getTime() || productId(b).localeCompare(productId(a));
const all = Array.from({ length: COUNT }, (_, index) => index);

describe("a library of 55 courses, 24 a page", () => {
  it("by purchase date: every course once, newest first, ties by id, then the old record", async () => {
    const { ids, sizes } = await readAll("purchased");
    expect(sizes).toEqual([LIBRARY_PAGE_SIZE, LIBRARY_PAGE_SIZE, COUNT + 1 - 2 * LIBRARY_PAGE_SIZE]);
    expect(ids).toEqual([...[...all].sort(byPurchase).map(productId), "prod_old"]);
  });

  it("by title: A to Z, ties by id; a record without a stored title is not in this order", async () => {
    const { ids } = await readAll("title");
    const expected = [...all].sort((a, b) => titleOf(a).localeCompare(titleOf(b)) || productId(a).localeCompare(productId(b))).map(productId);
    expect(ids).toEqual(expected);
  });

  it("searches title words by their start, across pages, in the chosen order", async () => {
    const climate = await readAll("title", "CLIM");
    expect(climate.ids).toHaveLength(22);
    expect(new Set(climate.ids).size).toBe(22);
    expect(climate.ids.slice(0, 11).every((id) => titleOf(Number(id.slice(5))) === "Climate Finance Basics")).toBe(true);
    const both = await readAll("purchased", "urban clim");
    expect(both.ids).toEqual(all.filter((index) => index % 5 === 0).sort(byPurchase).map(productId));
    await expect(readAll("purchased", "ocean")).resolves.toEqual({ ids: [], sizes: [0] });
  });

  it("puts the course opened last first under Recently opened", async () => {
    await markRelationOpened(uid, productId(7));
    const { ids } = await readAll("recent");
    expect(ids[0]).toBe(productId(7));
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
  });

  it("tells which of a cart's products are owned, beyond the first 50 too, by id", async () => {
    const asked = [productId(0), productId(54), "prod_old", "prod_not_mine", ...all.slice(10, 45).map(productId)];
    const owned = await ownedProductIds(uid, asked);
    expect([...owned].sort()).toEqual([productId(0), productId(54), "prod_old", ...all.slice(10, 45).map(productId)].sort());
  });
});
