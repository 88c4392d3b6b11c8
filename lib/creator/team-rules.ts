import { isEmail } from "@/lib/utils/email";
import type { Problem } from "./errors";

/** The most people (creators and open invitations together) one product may have. */
export const TEAM_MAX = 10;

export type Invitation = { email: string; share: number };
export type TeamInput = { creators: string[]; payout: number[]; invitations: Invitation[] };

/** A share of the payout: a whole percentage from 1 to 100. */
export const isShare = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100;

/** "Shares must add up to 100 % (now 90 %)", or null when they do. Shared by the editor and the server. */
export function shareSumError(shares: number[]): string | null {
  const sum = shares.reduce((total, share) => total + (Number.isFinite(share) ? share : 0), 0);
  return sum === 100 ? null : `Shares must add up to 100 % (now ${sum} %)`;
}

/**
 * Checks a team change against the product's current creators and lists every problem at once.
 * Every person keeps at least 1 %: a 0 % co-creator earns nothing and is almost always a typo, and
 * someone who should earn nothing can simply be removed. Emails are compared lower-cased.
 */
export function teamProblems(input: TeamInput, current: { creators: string[]; creatorEmails: string[] }): Problem[] {
  const problems: Problem[] = [];
  const { creators, payout, invitations } = input;
  if (creators[0] !== current.creators[0]) problems.push({ field: "creators", message: "The lead creator stays first and cannot be removed." });
  if (new Set(creators).size !== creators.length || creators.some((uid) => !current.creators.includes(uid))) {
    problems.push({ field: "creators", message: "Only current co-creators can be kept; invite new people by email." });
  }
  if (payout.length !== creators.length) problems.push({ field: "payout", message: "Give every creator a share." });
  else if (!payout.every(isShare)) problems.push({ field: "payout", message: "Every creator's share is a whole number from 1 to 100 %." });
  const emails = invitations.map((invitation) => invitation.email);
  if (!emails.every(isEmail)) problems.push({ field: "invitations", message: "Enter a valid email address for every invitation." });
  if (!invitations.every((invitation) => isShare(invitation.share))) {
    problems.push({ field: "invitations", message: "Every invitation's share is a whole number from 1 to 100 %." });
  }
  if (new Set(emails).size !== emails.length) problems.push({ field: "invitations", message: "Invite each email address only once." });
  if (emails.some((email) => current.creatorEmails.includes(email))) problems.push({ field: "invitations", message: "This person is already a creator of the product." });
  if (creators.length + invitations.length > TEAM_MAX) problems.push({ field: "invitations", message: `A product can have at most ${TEAM_MAX} people, invitations included.` });
  const sumError = shareSumError([...payout, ...invitations.map((invitation) => invitation.share)]);
  if (sumError) problems.push({ field: "payout", message: sumError });
  return problems;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The request body as a TeamInput (shape only; teamProblems judges the values). Emails lower-cased and trimmed. */
export function parseTeamInput(body: unknown, fallbackCreators: string[]): TeamInput | null {
  if (typeof body !== "object" || body === null) return null;
  const raw = body as Record<string, unknown>;
  if (!Array.isArray(raw.payout) || (raw.invitations !== undefined && !Array.isArray(raw.invitations))) return null;
  if (raw.creators !== undefined && !(Array.isArray(raw.creators) && raw.creators.every((uid) => typeof uid === "string"))) return null;
  const invitations = ((raw.invitations as unknown[] | undefined) ?? []).map((item) => {
    const entry = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    return { email: str(entry.email).trim().toLowerCase(), share: typeof entry.share === "number" ? entry.share : NaN };
  });
  return {
    creators: (raw.creators as string[] | undefined) ?? fallbackCreators,
    payout: raw.payout.map((share) => (typeof share === "number" ? share : NaN)),
    invitations,
  };
}
