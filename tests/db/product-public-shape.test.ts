import { decideApproval } from "@/lib/admin/approvals.server";
import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { answerInvitation } from "@/lib/creator/invitations.server";
import { createRevision } from "@/lib/creator/revision.server";
import { submitProduct } from "@/lib/creator/submission.server";
import { readTeam, saveTeam } from "@/lib/creator/team.server";
import { createDraft, deleteDraft } from "@/lib/db/product-drafts";
import { PUBLIC_PRODUCT_FIELDS } from "@/lib/db/product-shape";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { readDocument } from "./support";

vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

// Issue 32: invitees' email addresses and the payout split were readable by anyone on an approved
// product. Every flow that writes a product runs here, then a visitor reads it as the catalogue does.
const rulesEnv = registerRulesEnv();
const PASSWORD = "public-shape-password-1";
const UNI = "descriptive/university/universities/uni_a";
const INVITEE = "mia@shape.test";
const uids: Record<string, string> = {};
const person = (name: string) => ({ uid: uids[name]!, email: `${name}@shape.test`, emailVerified: true });

const visitor = () => rulesEnv().unauthenticatedContext().firestore();

/** Fields a visitor can read that the allow-list does not name, and any invitee address in them. */
function leaks(data: Record<string, unknown> | undefined) {
  const allowed: readonly string[] = PUBLIC_PRODUCT_FIELDS;
  return { unlisted: Object.keys(data ?? {}).filter((key) => !allowed.includes(key)), emails: JSON.stringify(data ?? {}).match(/[\w.+-]+@[\w-]+\.test/g) ?? [] };
}

/** A draft made by the builder through the browser, filled in as the builder saves it. */
async function builtDraft(): Promise<string> {
  await signInWithEmail("lena@shape.test", PASSWORD);
  const id = await createDraft(uids.lena!, { title: "Flood Risk", type: "video_courses", author: "Lena Berger" });
  await signOut();
  const stored = await readDocument(rulesEnv(), `products/${id}`);
  await seedDoc(rulesEnv(), `products/${id}`, {
    ...stored,
    subtitle: "Reading the river",
    description: "A course about floods.",
    descriptionSEO: "Floods, explained.",
    university: "uni_a",
    uniCourse: "course_a",
    sections: [{ id: "s1", title: "Concepts" }],
    readyToPublish: [true],
    previewImg: "/images/products/flood-risk.svg",
    previewImgSmall: "/images/products/flood-risk.svg",
    price: 9.99,
    free: false,
    eqfLevel: 6,
    assessment: "quiz",
  });
  await seedDoc(rulesEnv(), `products/${id}/lectures/l1`, { sectionId: "s1", title: "Rivers", order: 1, duration: 12, type: "video", preview: false });
  await seedDoc(rulesEnv(), `products/${id}/lectures/l1/private/content`, { kind: "video", path: "videos/l1.mp4" });
  return id;
}

beforeAll(async () => {
  await clearAuth();
  for (const name of ["lena", "mia", "tom"]) uids[name] = await createAccount(`${name}@shape.test`, PASSWORD);
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), UNI, { name: "Uni A" });
  await seedDoc(rulesEnv(), `${UNI}/courses/course_a`, { name: "Hydrology", code: "H1" });
});

describe("what a visitor can read of a product", () => {
  it("after invitations, submission, approval, a working copy and an accepted invitation: only allow-listed fields, no invitee address", async () => {
    const id = await builtDraft();
    await saveTeam(id, { payout: [80], invitations: [{ email: INVITEE, share: 15 }, { email: "tom@shape.test", share: 5 }] }, person("lena"));
    await submitProduct(id, person("lena"));
    await decideApproval({ productId: id, decision: "approve", reason: "", actor: { uid: "admin", email: "admin@shape.test" } });
    const { id: copyId } = await createRevision(id, person("lena"));
    await answerInvitation(id, true, person("mia"));

    const read = await visitor().doc(`products/${id}`).get();
    expect(read.get("state")).toBe("approved");
    expect(leaks(read.data())).toEqual({ unlisted: [], emails: [] });
    const listed = await visitor().collection("products").where("state", "==", "approved").limit(50).get();
    expect(listed.docs.map((doc) => leaks(doc.data()))).toEqual([{ unlisted: [], emails: [] }]);
    // The working copy is the team's only, but carries nothing more either.
    expect(leaks(await readDocument(rulesEnv(), `products/${copyId}`))).toEqual({ unlisted: [], emails: [] });

    // The team still works for the team: the split and the open invitation, where only they read it.
    expect(await readTeam(id, person("lena"))).toMatchObject({ invitations: [{ email: "tom@shape.test", share: 5 }] });
    await expect(visitor().doc(`productTeams/${id}`).get()).rejects.toMatchObject({ code: "permission-denied" });
    const mia = rulesEnv().authenticatedContext(uids.mia!, { email: INVITEE, email_verified: true }).firestore();
    expect((await mia.doc(`productTeams/${id}`).get()).get("payout")).toEqual([80, 15]);
    const tom = rulesEnv().authenticatedContext(uids.tom!, { email: "tom@shape.test", email_verified: true }).firestore();
    await expect(tom.doc(`productTeams/${id}`).get()).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("a deleted draft takes its team, and with it the invitees' addresses", async () => {
    const id = await builtDraft();
    await saveTeam(id, { payout: [90], invitations: [{ email: INVITEE, share: 10 }] }, person("lena"));
    await signInWithEmail("lena@shape.test", PASSWORD);
    await deleteDraft(id, ["l1"]);
    await signOut();
    expect(await readDocument(rulesEnv(), `products/${id}`)).toBeUndefined();
    expect(await readDocument(rulesEnv(), `productTeams/${id}`)).toBeUndefined();
  });
});
