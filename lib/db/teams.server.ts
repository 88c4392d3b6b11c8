import "server-only";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import type { TeamDoc } from "@/lib/types/product";
import { numberList, stringList } from "./product-shape";
import { storedAs } from "./stored.server";
import { TEAMS } from "./teams-path";

const teams = () => adminDb().collection(TEAMS).withConverter(storedAs<TeamDoc>());

/** productTeams/{productId}: the payout split and open invitations of one live product. */
export const teamRef = (productId: string) => teams().doc(productId);

/** Teams with an open invitation to `email`. */
export const teamsInvitingEmail = (email: string) => teams().where("invitations", "array-contains", email);

/** A product nobody invited anyone to yet has no team document: its one creator earns everything. */
export const SOLE_CREATOR: TeamDoc = { payout: [100], invitations: [], invitationShares: [] };

export function toTeam(snapshot: DocumentSnapshot): TeamDoc {
  if (!snapshot.exists) return SOLE_CREATOR;
  const data = snapshot.data() ?? {};
  return { payout: numberList(data.payout), invitations: stringList(data.invitations), invitationShares: numberList(data.invitationShares) };
}

/** The team of a product (a working copy's is its live product's), read inside a transaction. */
export async function readTeamInTx(tx: Transaction, productId: string): Promise<TeamDoc> {
  return toTeam(await tx.get(teamRef(productId)));
}

/** The teams of several products in one batched read, in their order. */
export async function readTeams(productIds: string[]): Promise<TeamDoc[]> {
  if (!productIds.length) return [];
  const snapshots = await adminDb().getAll(...productIds.map((id) => teamRef(id)));
  return snapshots.map(toTeam);
}
