import "server-only";
import { recordAudit } from "@/lib/db/audit.server";
import { addNotification } from "@/lib/db/notifications.server";
import { productRef } from "@/lib/db/products.server";
import { readTeamInTx, teamRef, teamsInvitingEmail } from "@/lib/db/teams.server";
import { adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import { NOT_FOUND } from "./errors";
import { checkedProductRef, toRecord, workingCopyRefs, type Actor } from "./product-access.server";
import { invitationAnswerBody } from "@/lib/schemas/creator";
import { parseOrRefuse } from "@/lib/schemas/parse";

export type OpenInvitation = { productId: string; title: string; state: string; share: number };
type Invitee = Actor & { emailVerified: boolean };

/** A product has at most TEAM_MAX people, so an address has few invitations; this caps an abused one. */
const INVITATIONS_SHOWN = 50;

const UNVERIFIED = "Verify your email address first: invitations are matched to verified addresses only.";

/**
 * Invitations are addressed to an email, so only a verified address may claim them: otherwise anyone
 * could register with a co-creator's address and take their share.
 */
function invitedEmail(actor: Invitee): string {
  if (!actor.email || !actor.emailVerified) throw new HttpError(403, "creator/email-not-verified", UNVERIFIED);
  return actor.email.toLowerCase();
}

/** Products whose open invitations contain the caller's verified email. */
export async function listInvitations(actor: Invitee): Promise<OpenInvitation[]> {
  const email = invitedEmail(actor);
  const teams = await teamsInvitingEmail(email).limit(INVITATIONS_SHOWN).get();
  if (teams.empty) return [];
  const products = await adminDb().getAll(...teams.docs.map((doc) => productRef(doc.id)));
  return teams.docs.flatMap((team, index) => {
    const snapshot = products[index];
    if (!snapshot?.exists) return [];
    const { product } = toRecord(snapshot);
    const { invitations, invitationShares } = team.data();
    return [{ productId: product.id, title: product.title, state: product.state, share: invitationShares[invitations.indexOf(email)] ?? 0 }];
  });
}

/**
 * Accepting moves the email's share into creators + payout under the caller's uid; declining drops
 * it and gives the share back to the lead, so the split keeps adding up to 100 %.
 */
export async function answerInvitation(productId: string, answer: unknown, actor: Invitee): Promise<{ accepted: boolean }> {
  const { accept } = parseOrRefuse(invitationAnswerBody, { accept: answer }, "creator/invalid-answer");
  const email = invitedEmail(actor);
  const ref = checkedProductRef(productId);
  await adminDb().runTransaction(async (tx) => {
    const [snapshot, team] = await Promise.all([tx.get(ref), readTeamInTx(tx, productId)]);
    if (!snapshot.exists) throw new HttpError(404, "creator/not-found", NOT_FOUND);
    const { product, revisionOf } = toRecord(snapshot);
    const index = revisionOf ? -1 : team.invitations.indexOf(email);
    if (index < 0) throw new HttpError(404, "creator/no-invitation", "There is no open invitation for your email address on this product.");
    const share = team.invitationShares[index] ?? 0;
    const invitations = team.invitations.filter((_, i) => i !== index);
    const shares = team.invitationShares.filter((_, i) => i !== index);
    const creators = [...product.creators];
    const payout = [...team.payout];
    const existing = creators.indexOf(actor.uid);
    if (accept && existing < 0) {
      creators.push(actor.uid);
      payout.push(share);
    } else {
      // A decline, or an accept by someone already on the team: the share goes where it belongs.
      const target = accept ? existing : 0;
      payout[target] = (payout[target] ?? 0) + share;
    }
    const copies = await workingCopyRefs(tx, productId);
    for (const target of [ref, ...copies]) tx.update(target, { creators });
    tx.set(teamRef(productId), { payout, invitations, invitationShares: shares });
    const lead = product.creators[0];
    if (lead) {
      addNotification(tx, lead, {
        type: "system",
        title: `${accept ? "Invitation accepted" : "Invitation declined"}: ${product.title}`,
        body: `${email} ${accept ? `joined the team with ${share} %.` : `declined; their ${share} % went back to you.`}`,
        link: "/dashboard",
      });
    }
    recordAudit(tx, {
      actorUid: actor.uid,
      actorEmail: email,
      action: accept ? "product.invitation.accepted" : "product.invitation.declined",
      target: ref.path,
      reason: "",
      details: { share },
    });
  });
  return { accepted: accept };
}
