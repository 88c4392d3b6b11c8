import { GET as invitationsRoute } from "@/app/api/creator/invitations/route";
import { decideApproval } from "@/lib/admin/approvals.server";
import { answerInvitation, listInvitations } from "@/lib/creator/invitations.server";
import { createRevision } from "@/lib/creator/revision.server";
import { submitProduct } from "@/lib/creator/submission.server";
import { saveTeam } from "@/lib/creator/team.server";
import { adminAuth, adminBucket } from "@/lib/firebase/server";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { apiRequest, idToken, readCollection, readDocument, seedProduct } from "./support";
import { clearAuth, createAccount } from "./auth-emulator";

vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "team-password-1";
const uids: Record<string, string> = {};
const person = (name: string, emailVerified = true) => ({ uid: uids[name]!, email: `${name}@team.test`, emailVerified });

const readDoc = (path: string) => readDocument(rulesEnv(), path);
const readAll = (path: string) => readCollection(rulesEnv(), path);

beforeAll(async () => {
  await clearAuth();
  for (const name of ["lena", "jonas", "mia", "tom"]) uids[name] = await createAccount(`${name}@team.test`, PASSWORD);
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedProduct(rulesEnv(), "p1", { title: "Flood Risk", state: "approved", creators: [uids.lena, uids.jonas], payout: [80, 20], invitations: [], invitationShares: [] });
});

describe("saveTeam", () => {
  it("the lead sets the split and invites by email (lower-cased); an invitee with an account is notified; audited", async () => {
    const team = await saveTeam("p1", { payout: [60, 20], invitations: [{ email: " Mia@Team.test ", share: 15 }, { email: "new@team.test", share: 5 }] }, person("lena"));
    expect(team.invitations).toEqual([{ email: "mia@team.test", share: 15 }, { email: "new@team.test", share: 5 }]);
    expect(team.creators.map((creator) => [creator.email, creator.share])).toEqual([["lena@team.test", 60], ["jonas@team.test", 20]]);
    expect(await readDoc("productTeams/p1")).toEqual({ payout: [60, 20], invitations: ["mia@team.test", "new@team.test"], invitationShares: [15, 5] });
    // The public product carries no split and no invitee address (issue 32).
    expect(JSON.stringify(await readDoc("products/p1"))).not.toMatch(/payout|invitation|@team\.test/);
    expect(await readAll(`users/${uids.mia}/notifications`)).toEqual([expect.objectContaining({ type: "system", link: "/dashboard", title: "Invitation: Flood Risk", read: false })]);
    expect((await readAll("auditLog")).map((entry) => entry.action)).toEqual(["product.team"]);
  });

  it("removing a co-creator (their share given to the lead by the editor) notifies them", async () => {
    await saveTeam("p1", { creators: [uids.lena], payout: [100], invitations: [] }, person("lena"));
    expect(await readDoc("products/p1")).toMatchObject({ creators: [uids.lena] });
    expect(await readDoc("productTeams/p1")).toMatchObject({ payout: [100] });
    expect(await readAll(`users/${uids.jonas}/notifications`)).toEqual([expect.objectContaining({ title: "Removed from: Flood Risk" })]);
  });

  it("ten remove and re-add loops leave one invitation notification (issue 32)", async () => {
    for (let loop = 0; loop < 10; loop++) {
      await saveTeam("p1", { payout: [60, 20], invitations: [{ email: "mia@team.test", share: 20 }] }, person("lena"));
      await saveTeam("p1", { payout: [80, 20], invitations: [] }, person("lena"));
    }
    expect(await readAll(`users/${uids.mia}/notifications`)).toEqual([expect.objectContaining({ title: "Invitation: Flood Risk" })]);
  });

  it("a draft's title, written by its creator, never reaches the invitee's inbox before an admin approved it", async () => {
    await seedProduct(rulesEnv(), "draft", { title: "Your account is locked: log in at evil.example", state: "draft", creators: [uids.lena], payout: [100], invitations: [], invitationShares: [] });
    await saveTeam("draft", { payout: [90], invitations: [{ email: "mia@team.test", share: 10 }] }, person("lena"));
    const notifications = await readAll(`users/${uids.mia}/notifications`);
    expect(notifications).toEqual([expect.objectContaining({ title: "Invitation to co-create a course" })]);
    expect(JSON.stringify(notifications)).not.toContain("evil.example");
  });

  it("refuses a co-creator who is not the lead (403) and strangers (403)", async () => {
    await expect(saveTeam("p1", { payout: [50, 50], invitations: [] }, person("jonas"))).rejects.toMatchObject({ status: 403, code: "creator/not-lead" });
    await expect(saveTeam("p1", { payout: [50, 50], invitations: [] }, person("tom"))).rejects.toMatchObject({ status: 403 });
    expect(await readDoc("productTeams/p1")).toMatchObject({ payout: [80, 20] });
  });

  it("refuses bad sums, fractions, zero shares, bad or duplicate emails, current creators, new uids and more than 10 people", async () => {
    const refusals: [unknown, string][] = [
      [{ payout: [70, 20], invitations: [] }, "Shares must add up to 100 % (now 90 %)"],
      [{ payout: [79.5, 20.5], invitations: [] }, "whole number"],
      [{ payout: [100, 0], invitations: [] }, "whole number"],
      [{ payout: [80, 10], invitations: [{ email: "not-an-email", share: 10 }] }, "valid email"],
      [{ payout: [80, 10], invitations: [{ email: "a@team.test", share: 5 }, { email: "A@team.test", share: 5 }] }, "only once"],
      [{ payout: [80, 10], invitations: [{ email: "jonas@team.test", share: 10 }] }, "already a creator"],
      [{ creators: [uids.lena, "someone"], payout: [80, 20], invitations: [] }, "Only current co-creators"],
      [{ creators: [uids.jonas], payout: [100], invitations: [] }, "lead creator stays first"],
      [{ payout: [82, 2], invitations: Array.from({ length: 9 }, (_, i) => ({ email: `p${i}@team.test`, share: 2 })) }, "at most 10 people"],
      [{ payout: "all" }, "Send the payout split"],
    ];
    for (const [body, message] of refusals) {
      await expect(saveTeam("p1", body, person("lena"))).rejects.toMatchObject({ status: 400, message: expect.stringContaining(message) });
    }
    expect(await readDoc("products/p1")).toMatchObject({ creators: [uids.lena, uids.jonas] });
    expect(await readDoc("productTeams/p1")).toMatchObject({ payout: [80, 20], invitations: [] });
    expect(await readAll("auditLog")).toEqual([]);
  });
});

describe("invitations", () => {
  beforeEach(async () => {
    await saveTeam("p1", { payout: [60, 20], invitations: [{ email: "mia@team.test", share: 15 }, { email: "tom@team.test", share: 5 }] }, person("lena"));
  });

  it("lists the products inviting the caller's verified email only", async () => {
    expect(await listInvitations(person("mia"))).toEqual([{ productId: "p1", title: "Flood Risk", state: "approved", share: 15 }]);
    expect(await listInvitations(person("jonas"))).toEqual([]);
    await expect(listInvitations(person("mia", false))).rejects.toMatchObject({ status: 403, code: "creator/email-not-verified" });
  });

  it("accept appends the uid and share to creators and payout and tells the lead", async () => {
    await expect(answerInvitation("p1", true, person("mia"))).resolves.toEqual({ accepted: true });
    expect(await readDoc("products/p1")).toMatchObject({ creators: [uids.lena, uids.jonas, uids.mia] });
    expect(await readDoc("productTeams/p1")).toEqual({ payout: [60, 20, 15], invitations: ["tom@team.test"], invitationShares: [5] });
    expect(await readAll(`users/${uids.lena}/notifications`)).toEqual([expect.objectContaining({ title: "Invitation accepted: Flood Risk" })]);
  });

  it("decline drops the invitation and returns its share to the lead", async () => {
    await answerInvitation("p1", false, person("tom"));
    expect(await readDoc("products/p1")).toMatchObject({ creators: [uids.lena, uids.jonas] });
    expect(await readDoc("productTeams/p1")).toEqual({ payout: [65, 20], invitations: ["mia@team.test"], invitationShares: [15] });
  });

  it("refuses another email, an unverified email, a second answer and a non-boolean answer", async () => {
    await expect(answerInvitation("p1", true, person("jonas"))).rejects.toMatchObject({ status: 404, code: "creator/no-invitation" });
    await expect(answerInvitation("p1", true, person("mia", false))).rejects.toMatchObject({ status: 403 });
    await expect(answerInvitation("p1", "yes", person("mia"))).rejects.toMatchObject({ status: 400 });
    await answerInvitation("p1", true, person("mia"));
    await expect(answerInvitation("p1", true, person("mia"))).rejects.toMatchObject({ status: 404 });
    expect(await readDoc("products/p1")).toMatchObject({ creators: [uids.lena, uids.jonas, uids.mia] });
    expect(await readDoc("productTeams/p1")).toMatchObject({ payout: [60, 20, 15] });
  });

  it("the route reads the verified flag from the ID token: an unverified account gets 403", async () => {
    const refused = await invitationsRoute(apiRequest("http://localhost/api", { token: await idToken("mia@team.test", PASSWORD) }));
    expect(refused.status).toBe(403);
    await adminAuth().updateUser(uids.mia!, { emailVerified: true });
    const verified = await invitationsRoute(apiRequest("http://localhost/api", { token: await idToken("mia@team.test", PASSWORD) }));
    expect(await verified.json()).toEqual({ invitations: [expect.objectContaining({ productId: "p1", share: 15 })] });
  });
});

describe("revisions of an approved product", () => {
  const UNI = "descriptive/university/universities/uni_a";
  beforeEach(async () => {
    await seedDoc(rulesEnv(), UNI, { name: "Uni A" });
    await seedDoc(rulesEnv(), `${UNI}/courses/c1`, { name: "Hydrology" });
    const live = {
      title: "Flood Risk", subtitle: "Old subtitle", description: "d", descriptionSEO: "s", university: "uni_a", uniCourse: "c1",
      sections: [{ id: "s1", title: "One" }], readyToPublish: [true], previewImg: "/images/products/flood-risk.svg", price: 10, free: false, sdgs: [6], eqfLevel: 6, assessment: "quiz",
      state: "approved", creators: [uids.lena], payout: [100], invitations: [], invitationShares: [], rating: { stars: 4, count: 2, total: 8 },
      participants: 7, priceId: "price_live", length: 10, sectionCount: 1, lectureCount: 2,
    };
    await seedProduct(rulesEnv(), "p1", live);
    await seedDoc(rulesEnv(), "products/p1/lectures/l1", { sectionId: "s1", title: "Kept", order: 1, duration: 6, type: "video" });
    await seedDoc(rulesEnv(), "products/p1/lectures/l1/private/content", { kind: "video", path: "videos/old.mp4" });
    await seedDoc(rulesEnv(), "products/p1/lectures/l2", { sectionId: "s1", title: "Dropped", order: 2, duration: 4, type: "video" });
    await seedDoc(rulesEnv(), "products/p1/lectures/l2/private/content", { kind: "video", path: "videos/dropped.mp4" });
  });

  it("creates one working copy as a draft with lectures and media; approving it updates the live product and removes the copy", async () => {
    const { id, created } = await createRevision("p1", person("lena"));
    expect(created).toBe(true);
    expect(await createRevision("p1", person("lena"))).toEqual({ id, created: false });
    // A draft is not in the catalogue: the copy carries no facets of the live product's.
    expect(await readDoc(`products/${id}`)).toMatchObject({ state: "draft", revisionOf: "p1", title: "Flood Risk", participants: 0, facets: [], titleTerms: [] });
    expect(await readDoc(`products/${id}/lectures/l2/private/content`)).toEqual({ kind: "video", path: "videos/dropped.mp4" });
    expect(await readDoc("products/p1")).toMatchObject({ state: "approved" });

    // The creator edits the copy in the builder: new subtitle, l2 removed, l3 added, l1's video replaced.
    await seedDoc(rulesEnv(), `products/${id}`, { ...(await readDoc(`products/${id}`)), title: "Flood Risk Revisited", subtitle: "New subtitle about wetlands", price: 12, eqfLevel: 7 });
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`products/${id}/lectures/l2/private/content`).delete();
      await context.firestore().doc(`products/${id}/lectures/l2`).delete();
    });
    await seedDoc(rulesEnv(), `products/${id}/lectures/l3`, { sectionId: "s1", title: "Added", order: 2, duration: 20, type: "video" });
    await seedDoc(rulesEnv(), `products/${id}/lectures/l3/private/content`, { kind: "video", path: "products/p1/lectures/l3/new.mp4", source: "storage" });
    await seedDoc(rulesEnv(), `products/${id}/lectures/l1/private/content`, { kind: "video", path: "products/p1/lectures/l1/v2.mp4", source: "storage" });
    // The uploads themselves, which the submission reads by their first bytes (issue 48).
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(100)]);
    for (const path of ["products/p1/lectures/l3/new.mp4", "products/p1/lectures/l1/v2.mp4"]) {
      await adminBucket().file(path).save(mp4, { contentType: "video/mp4", resumable: false, validation: "md5" });
    }
    await submitProduct(id, person("lena"));
    await decideApproval({ productId: id, decision: "approve", reason: "", actor: { uid: "admin", email: "admin@team.test" } });

    expect(await readDoc("products/p1")).toMatchObject({
      state: "approved", subtitle: "New subtitle about wetlands", price: 12, eqfLevel: 7, assessment: "quiz", length: 26, lectureCount: 2, sectionCount: 1,
      rating: { stars: 4, count: 2, total: 8 }, participants: 7, priceId: "", creators: [uids.lena],
    });
    expect((await readDoc("products/p1")) ?? {}).not.toHaveProperty("revisionOf");
    // Search finds the live product by the revision's words from now on.
    expect((await readDoc("products/p1"))?.facets).toEqual(expect.arrayContaining(["w:wetlands", "w:flood", "price:paid"]));
    expect(await readDoc("products/p1")).toMatchObject({ title: "Flood Risk Revisited", titleSort: "flood risk revisited", titleTerms: expect.arrayContaining(["flood", "revis"]) });
    expect((await readAll("products/p1/lectures")).map((lecture) => lecture.id)).toEqual(["l1", "l3"]);
    expect(await readDoc("products/p1/lectures/l1/private/content")).toEqual({ kind: "video", path: "products/p1/lectures/l1/v2.mp4", source: "storage" });
    expect(await readDoc("products/p1/lectures/l2/private/content")).toBeUndefined();
    expect(await readDoc(`products/${id}`)).toBeUndefined();
    expect(await readAll(`products/${id}/lectures`)).toEqual([]);
    expect(await readAll(`users/${uids.lena}/notifications`)).toEqual([expect.objectContaining({ type: "approval", link: "/products/p1" })]);
  });

  it("team changes on the live product reach its working copy, so an accepted co-creator can edit and submit it", async () => {
    const { id } = await createRevision("p1", person("lena"));
    await saveTeam("p1", { payout: [90], invitations: [{ email: "mia@team.test", share: 10 }] }, person("lena"));
    await answerInvitation("p1", true, person("mia"));
    for (const path of ["products/p1", `products/${id}`]) expect(await readDoc(path)).toMatchObject({ creators: [uids.lena, uids.mia] });
    // One team, the live product's: the working copy follows it.
    expect(await readDoc("productTeams/p1")).toEqual({ payout: [90, 10], invitations: [], invitationShares: [] });
    expect(await readDoc(`productTeams/${id}`)).toBeUndefined();
    await expect(submitProduct(id, person("mia"))).resolves.toEqual({ state: "pending" });
    await expect(saveTeam(id, { payout: [50, 50], invitations: [] }, person("lena"))).rejects.toMatchObject({ status: 409, code: "creator/working-copy" });
  });

  it("an invitation to a product with a working copy is listed and answered once, on the live product", async () => {
    const { id } = await createRevision("p1", person("lena"));
    await saveTeam("p1", { payout: [90], invitations: [{ email: "mia@team.test", share: 10 }] }, person("lena"));
    expect((await listInvitations(person("mia"))).map((invitation) => invitation.productId)).toEqual(["p1"]);
    await expect(answerInvitation(id, true, person("mia"))).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a working copy of a draft (409) and for a non-creator (403)", async () => {
    await seedProduct(rulesEnv(), "d1", { title: "Draft", state: "draft", creators: [uids.lena] });
    await expect(createRevision("d1", person("lena"))).rejects.toMatchObject({ status: 409 });
    await expect(createRevision("p1", person("tom"))).rejects.toMatchObject({ status: 403 });
  });

  it("an approved revision that keeps the price keeps the provider's price id", async () => {
    const { id } = await createRevision("p1", person("lena"));
    await seedDoc(rulesEnv(), `products/${id}`, { ...(await readDoc(`products/${id}`)), subtitle: "New subtitle" });
    await submitProduct(id, person("lena"));
    await decideApproval({ productId: id, decision: "approve", reason: "", actor: { uid: "admin", email: "a@x.test" } });
    expect(await readDoc("products/p1")).toMatchObject({ subtitle: "New subtitle", price: 10, priceId: "price_live" });
  });

  it("rejecting a revision leaves the live product untouched and the copy rejected", async () => {
    const { id } = await createRevision("p1", person("lena"));
    await submitProduct(id, person("lena"));
    await decideApproval({ productId: id, decision: "reject", reason: "Please keep the old subtitle.", actor: { uid: "admin", email: "a@x.test" } });
    expect(await readDoc(`products/${id}`)).toMatchObject({ state: "rejected", revisionOf: "p1" });
    expect(await readDoc("products/p1")).toMatchObject({ state: "approved", subtitle: "Old subtitle" });
  });
});
