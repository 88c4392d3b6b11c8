import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { withdrawFromReview } from "@/lib/creator/withdrawal";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { accountsAndEmptyBeforeEach, readDocument } from "./support";

// The creator's "Withdraw from review" through the Lite SDK, against the emulator and the real rules.
const rulesEnv = registerRulesEnv();
const PASSWORD = "withdrawal-password-1";
let lenaUid = "";

const stored = (path: string) => readDocument(rulesEnv(), path);

accountsAndEmptyBeforeEach(rulesEnv, ["lena@withdraw.test", "mallory@withdraw.test"], PASSWORD, ([lena = ""]) => (lenaUid = lena));
beforeEach(async () => {
  await seedDoc(rulesEnv(), "products/prod_waiting", { title: "Soil Carbon", state: "pending", creators: [lenaUid, "jonas"], payout: [80, 20], price: 19 });
  await seedDoc(rulesEnv(), "products/prod_live", { title: "Urban Heat", state: "approved", creators: [lenaUid], payout: [100], price: 19 });
});

describe("withdrawFromReview", () => {
  it("turns the creator's pending product into a draft and records who did it in the audit log", async () => {
    await signInWithEmail("lena@withdraw.test", PASSWORD);
    await expect(withdrawFromReview("prod_waiting")).resolves.toEqual({ state: "draft" });

    const product = await stored("products/prod_waiting");
    expect(product).toMatchObject({ state: "draft", title: "Soil Carbon", creators: [lenaUid, "jonas"], price: 19 });
    const entry = await stored(`auditLog/${String(product?.lastAuditId)}`);
    expect(entry).toMatchObject({ actorUid: lenaUid, actorEmail: "lena@withdraw.test", action: "product.withdraw", target: "products/prod_waiting", reason: "", details: { title: "Soil Carbon" } });
  });

  it("refuses a second withdrawal, an approved product and a missing one with readable reasons", async () => {
    await signInWithEmail("lena@withdraw.test", PASSWORD);
    await withdrawFromReview("prod_waiting");
    await expect(withdrawFromReview("prod_waiting")).rejects.toMatchObject({ status: 409, message: "Only a product waiting for approval can be withdrawn; this one is a draft." });
    await expect(withdrawFromReview("prod_live")).rejects.toMatchObject({ status: 409, message: "Only a product waiting for approval can be withdrawn; this one is already approved and in the catalogue." });
    expect(await stored("products/prod_live")).toMatchObject({ state: "approved" });
    await expect(withdrawFromReview("prod_gone")).rejects.toMatchObject({ status: 404 });
    await expect(withdrawFromReview("../users/x")).rejects.toMatchObject({ status: 404 });
  });

  it("a stranger is told the product does not exist, as for a missing one, and a signed-out page to sign in", async () => {
    await signInWithEmail("mallory@withdraw.test", PASSWORD);
    await expect(withdrawFromReview("prod_waiting")).rejects.toMatchObject({ status: 404, message: "This product does not exist." });
    expect(await stored("products/prod_waiting")).toMatchObject({ state: "pending" });
    await signOut();
    await expect(withdrawFromReview("prod_waiting")).rejects.toMatchObject({ status: 403 });
  });
});
