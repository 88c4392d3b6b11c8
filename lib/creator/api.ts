import { fetchAsUser, getAsUser, postAsUser, respondAsUser } from "@/lib/auth/fetch-as-user";
import { HttpError } from "@/lib/http/error";
import { getClientAuth } from "@/lib/firebase/client";
import type { CreatorOverview } from "./overview";
import type { Performance } from "./performance";
import type { DayRange } from "./vienna-days";
import type { Invitation } from "./team-rules";

// Browser calls of the creator routes. Types are repeated here rather than imported from the
// *.server.ts modules, which must never reach the client bundle.
export type TeamMember = { uid: string; name: string; email: string; share: number };
export type Team = { lead: boolean; creators: TeamMember[]; invitations: Invitation[] };
export type OpenInvitation = { productId: string; title: string; state: string; share: number };

const base = (productId: string) => `/api/creator/products/${encodeURIComponent(productId)}`;

export const submitForReview = (productId: string) => postAsUser<{ state: "pending" }>(`${base(productId)}/submit`, {});

/** The working copy of an approved product, created on first use. */
export const openRevision = (productId: string) => postAsUser<{ id: string; created: boolean }>(`${base(productId)}/revise`, {});

export const fetchTeam = (productId: string) => getAsUser<Team>(`${base(productId)}/team`);

export const saveTeam = (productId: string, team: { creators: string[]; payout: number[]; invitations: Invitation[] }) =>
  fetchAsUser<Team>("PUT", `${base(productId)}/team`, team);

const readInvitations = async () => (await getAsUser<{ invitations: OpenInvitation[] }>("/api/creator/invitations")).invitations;
const unverifiedAnswer = (error: unknown) => error instanceof HttpError && error.code === "creator/email-not-verified";

/**
 * Open invitations to co-create, or "unverified" while the account's email is not verified.
 * The route matches invitations to verified addresses only and refuses everyone else (403), so
 * such an account is not sent there at all, and an account without an email has none.
 */
export async function fetchInvitations(): Promise<OpenInvitation[] | "unverified"> {
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
  postAsUser<{ accepted: boolean }>(`/api/creator/invitations/${encodeURIComponent(productId)}`, { accept });

export const fetchCreatorOverview = () => getAsUser<CreatorOverview>("/api/creator/overview");

const rangeQuery = ({ from, to }: DayRange) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const fetchPerformance = (range: DayRange) => getAsUser<Performance>(`/api/creator/performance?${rangeQuery(range)}`);

/**
 * The CSV of a range as a file download. The route needs the ID token in a header, which a plain
 * link cannot send, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadPerformanceCsv(range: DayRange): Promise<void> {
  const response = await respondAsUser("GET", `/api/creator/performance?${rangeQuery(range)}&format=csv`, undefined, "The download failed. Please try again.");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `verdant-performance-${range.from}-to-${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
