import type { answerInvitation as answerOnServer, listInvitations } from "@/lib/creator/invitations.server";
import type { creatorOverview } from "@/lib/creator/overview.server";
import type { creatorPerformance } from "@/lib/creator/performance.server";
import type { createRevision } from "@/lib/creator/revision.server";
import type { submitProduct } from "@/lib/creator/submission.server";
import type { Invitation } from "@/lib/schemas/creator";
import type { readTeam, saveTeam as saveTeamOnServer } from "@/lib/creator/team.server";
import type { DayRange } from "@/lib/creator/vienna-days";
import { HttpError } from "@/lib/http/error";
import type { completeLocalOnboarding, connectPayouts, readPayouts, withdraw } from "@/lib/payments/payouts/payouts.server";
import { call, respond, saveAs, segment, withQuery, type Returned } from "./core";

// /api/creator/…: a creator's products, team, invitations, figures and payouts. Types come from
// the server functions behind the routes (`import type` only: no server code reaches the browser).

export type { Team, TeamMember } from "@/lib/creator/team.server";
export type { OpenInvitation } from "@/lib/creator/invitations.server";

const product = (productId: string) => `/api/creator/products/${segment(productId)}`;

export const submitForReview = (productId: string) => call<Returned<typeof submitProduct>>(`${product(productId)}/submit`, { method: "POST", body: {} });

/** The working copy of an approved product, created on first use. */
export const openRevision = (productId: string) => call<Returned<typeof createRevision>>(`${product(productId)}/revise`, { method: "POST", body: {} });

export const fetchTeam = (productId: string) => call<Returned<typeof readTeam>>(`${product(productId)}/team`);

export const saveTeam = (productId: string, team: { creators: string[]; payout: number[]; invitations: Invitation[] }) =>
  call<Returned<typeof saveTeamOnServer>>(`${product(productId)}/team`, { method: "PUT", body: team });

const readInvitations = async () => (await call<{ invitations: Returned<typeof listInvitations> }>("/api/creator/invitations")).invitations;
const unverifiedAnswer = (error: unknown) => error instanceof HttpError && error.code === "creator/email-not-verified";

/**
 * Open invitations to co-create, or "unverified" while the account's email is not verified.
 * The route matches invitations to verified addresses only and refuses everyone else (403), so
 * such an account is not sent there at all, and an account without an email has none.
 */
export async function fetchInvitations(): Promise<Returned<typeof listInvitations> | "unverified"> {
  const { getClientAuth } = await import("@/lib/firebase/client");
  const user = getClientAuth().currentUser;
  if (user && !user.email) return [];
  if (user && !user.emailVerified) return "unverified";
  try {
    return await readInvitations();
  } catch (error) {
    if (!user || !unverifiedAnswer(error)) throw error;
    // Verified after the ID token was issued: its email_verified claim stays stale until refreshed.
    await user.getIdToken(true);
    return readInvitations();
  }
}

export const answerInvitation = (productId: string, accept: boolean) =>
  call<Returned<typeof answerOnServer>>(`/api/creator/invitations/${segment(productId)}`, { method: "POST", body: { accept } });

export const fetchCreatorOverview = () => call<Returned<typeof creatorOverview>>("/api/creator/overview");

const performance = (range: DayRange, format?: "csv") => withQuery("/api/creator/performance", { from: range.from, to: range.to, format });

export const fetchPerformance = (range: DayRange) => call<Returned<typeof creatorPerformance>>(performance(range));

/** The CSV of a range as a file download (the route needs the ID token in a header, which a plain link cannot send). */
export async function downloadPerformanceCsv(range: DayRange): Promise<void> {
  const response = await respond(performance(range, "csv"), { fallback: "The download failed. Please try again." });
  await saveAs(response, `verdant-performance-${range.from}-to-${range.to}.csv`);
}

// Payouts: the server writes every payout document; more ledger entries are read from Firestore directly (lib/db/payouts.ts).

export const fetchPayouts = () => call<Returned<typeof readPayouts>>("/api/creator/payouts");

export const startOnboarding = () => call<Pick<Returned<typeof connectPayouts>, "url" | "connection">>("/api/creator/payouts/connect", { method: "POST", body: {} });

export const payOutNow = () => call<Returned<typeof withdraw>>("/api/creator/payouts/withdraw", { method: "POST" });

export const finishLocalOnboarding = () => call<{ connection: Returned<typeof completeLocalOnboarding> }>("/api/creator/payouts/local-onboarding", { method: "POST" });
