import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { recordAudit } from "@/lib/db/audit.server";
import { addNotification } from "@/lib/db/notifications.server";
import { productRef } from "@/lib/db/products.server";
import { readTeamInTx, teamRef } from "@/lib/db/teams.server";
import { userRef } from "@/lib/db/users.server";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import { publicName } from "@/lib/utils/names";
import { readAsCreator, workingCopyRefs, type Actor } from "./product-access.server";
import { teamBody, teamShape, type Invitation } from "@/lib/schemas/creator";
import { allProblems, parseOrRefuse } from "@/lib/schemas/parse";
import { HttpError } from "@/lib/http/error";

export type TeamMember = { uid: string; name: string; email: string; share: number };
export type Team = { lead: boolean; creators: TeamMember[]; invitations: Invitation[] };

async function emailsOf(uids: string[]): Promise<Map<string, { email: string; name: string }>> {
  const found = new Map<string, { email: string; name: string }>();
  if (!uids.length) return found;
  const [accounts, profiles] = await Promise.all([
    adminAuth().getUsers(uids.map((uid) => ({ uid }))),
    adminDb().getAll(...uids.map((uid) => userRef(uid))),
  ]);
  for (const user of accounts.users) found.set(user.uid, { email: (user.email ?? "").toLowerCase(), name: "" });
  for (const profile of profiles) {
    const data = profile.data() ?? {};
    const entry = found.get(profile.id) ?? { email: "", name: "" };
    found.set(profile.id, { ...entry, name: publicName(String(data.firstName ?? ""), String(data.lastName ?? "")) });
  }
  return found;
}

/**
 * A team change told to another account. One notification per product and kind, so saving the
 * team again replaces it instead of adding another; and a title the creator typed reaches
 * someone else's inbox only once an admin approved the product (issue 32: no branded phishing).
 */
function notify(tx: Transaction, uid: string, id: string, title: string, body: string) {
  addNotification(tx, uid, { type: "system", title, body, link: "/dashboard" }, id);
}

/** The team as its editor shows it; any creator may look, only the lead may change it. */
export async function readTeam(productId: string, actor: Actor): Promise<Team> {
  // Read-only: the product and its team from one snapshot, without taking write locks.
  const { product, team } = await adminDb().runTransaction(
    async (tx) => {
      const { product, revisionOf } = await readAsCreator(tx, productId, actor);
      return { product, team: await readTeamInTx(tx, revisionOf || productId) };
    },
    { readOnly: true },
  );
  const people = await emailsOf(product.creators);
  return {
    lead: product.creators[0] === actor.uid,
    creators: product.creators.map((uid, index) => ({ uid, ...(people.get(uid) ?? { email: "", name: "" }), share: team.payout[index] ?? 0 })),
    invitations: team.invitations.map((email, index) => ({ email, share: team.invitationShares[index] ?? 0 })),
  };
}

/**
 * The lead creator changes the payout split, removes co-creators or invites people by email. The
 * shares must add up to 100 % as sent: the editor moves a removed person's share to the lead, so
 * the server never guesses. Newly invited people who already have an account are notified.
 */
export async function saveTeam(productId: string, body: unknown, actor: Actor): Promise<Team> {
  const db = adminDb();
  await db.runTransaction(async (tx) => {
    // Inside the body: Firestore may run it again, and only the last attempt's invitees count.
    const invitedAccounts = new Map<string, string>();
    const { product, revisionOf } = await readAsCreator(tx, productId, actor);
    if (revisionOf) throw new HttpError(409, "creator/working-copy", "Change the team on the live product; this working copy follows it.");
    if (product.creators[0] !== actor.uid) throw new HttpError(403, "creator/not-lead", "Only the lead creator can change the team and the payout split.");
    const input = parseOrRefuse(teamShape(product.creators), body, "creator/invalid-team");
    const team = await readTeamInTx(tx, productId);
    const people = await emailsOf(product.creators);
    const problems = allProblems(teamBody({ creators: product.creators, creatorEmails: [...people.values()].map((person) => person.email) }), input);
    if (problems.length) throw new HttpError(400, "creator/invalid-team", problems[0]!.message, { problems });
    const newlyInvited = input.invitations.map((invitation) => invitation.email).filter((email) => !team.invitations.includes(email));
    for (const email of newlyInvited) {
      const uid = await adminAuth().getUserByEmail(email).then((user) => user.uid, () => null);
      if (uid) invitedAccounts.set(email, uid);
    }
    const copies = await workingCopyRefs(tx, productId);
    const removed = product.creators.filter((uid) => !input.creators.includes(uid));
    // The rules read `creators` on the product and its working copy; the split and the invitees'
    // addresses stay in the team document, which only the team and admins read.
    for (const ref of [productRef(productId), ...copies]) tx.update(ref, { creators: input.creators });
    tx.set(teamRef(productId), {
      payout: input.payout,
      invitations: input.invitations.map((invitation) => invitation.email),
      invitationShares: input.invitations.map((invitation) => invitation.share),
    });
    const approved = product.state === "approved";
    for (const uid of invitedAccounts.values()) {
      notify(tx, uid, `invitation_${productId}`, approved ? `Invitation: ${product.title}` : "Invitation to co-create a course", "You were invited to co-create this product. Accept or decline the invitation on your dashboard.");
    }
    for (const uid of removed) notify(tx, uid, `team-removed_${productId}`, approved ? `Removed from: ${product.title}` : "Removed from a course team", "The lead creator removed you from this product's team.");
    recordAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: "product.team",
      target: productRef(productId).path,
      reason: "",
      details: { before: { creators: product.creators, ...team }, after: input },
    });
  });
  return readTeam(productId, actor);
}
