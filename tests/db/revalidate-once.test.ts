import { POST as postedRoute } from "@/app/api/products/[id]/reviews/posted/route";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken } from "./support";

// POST /api/products/[id]/reviews/posted: a review earns one refresh of its product's cache
// (issue 32); repeating the call, or calling it without a review, flushes nothing.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "refresh-password-1";
let reviewer = "";
let token = "";
let strangerToken = "";

const refresh = (who: string, productId: string) =>
  postedRoute(apiRequest(`http://localhost/api/products/${productId}/reviews/posted`, { method: "POST", token: who, body: {} }), { params: Promise.resolve({ id: productId }) });

beforeAll(async () => {
  await clearAuth();
  reviewer = await createAccount("refresher@example.com", PASSWORD);
  await createAccount("flusher@example.com", PASSWORD);
  token = await idToken("refresher@example.com", PASSWORD);
  strangerToken = await idToken("flusher@example.com", PASSWORD);
});

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  revalidateTag.mockClear();
  await seedDoc(rulesEnv(), "products/lca", { title: "LCA", state: "approved", creators: ["lena"] });
  await seedDoc(rulesEnv(), `products/lca/reviews/${reviewer}`, { uid: reviewer, authorName: "Rita R.", stars: 5, text: "Great", createdOn: new Date() });
});

describe("POST /api/products/[id]/reviews/posted: the cache refresh", () => {
  it("expires only the reviewed product's tag, and only the first time", async () => {
    expect((await refresh(token, "lca")).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith("product:lca", { expire: 0 });
    for (let call = 0; call < 5; call++) expect((await refresh(token, "lca")).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it("refuses a caller without a review of that product, flushing nothing", async () => {
    expect((await refresh(strangerToken, "lca")).status).toBe(403);
    expect((await refresh(token, "other")).status).toBe(403);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("the 11th call within an hour is refused with 429", async () => {
    for (let call = 0; call < 10; call++) expect((await refresh(token, "lca")).status).toBe(200);
    const refused = await refresh(token, "lca");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });
});
