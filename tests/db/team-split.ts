/**
 * A product as tests describe it, split as the app stores it: the payout split and invitations go
 * to productTeams/{id} (lib/db/teams.server.ts), everything else to products/{id}. `team` is
 * undefined when the test names none of them, as for a product nobody was ever invited to.
 */
export function splitTeamFields(data: Record<string, unknown>) {
  const { payout, invitations, invitationShares, ...product } = data;
  const named = payout !== undefined || invitations !== undefined || invitationShares !== undefined;
  const team = named ? { payout: payout ?? [100], invitations: invitations ?? [], invitationShares: invitationShares ?? [] } : undefined;
  return { product, team };
}
