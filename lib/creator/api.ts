import { ApiError, fetchAsUser, getAsUser, postAsUser } from "@/lib/auth/fetch-as-user";
import type { Problem } from "./errors";
import type { Invitation } from "./team-rules";

// Browser calls of the creator routes. Types are repeated here rather than imported from the
// *.server.ts modules, which must never reach the client bundle.
export type TeamMember = { uid: string; name: string; email: string; share: number };
export type Team = { lead: boolean; creators: TeamMember[]; invitations: Invitation[] };
export type OpenInvitation = { productId: string; title: string; state: string; share: number };

const base = (productId: string) => `/api/creator/products/${encodeURIComponent(productId)}`;

export const submitForReview = (productId: string) => postAsUser<{ state: "pending" }>(`${base(productId)}/submit`, {});

export const withdrawFromReview = (productId: string) => postAsUser<{ state: "draft" }>(`${base(productId)}/withdraw`, {});

/** The working copy of an approved product, created on first use. */
export const openRevision = (productId: string) => postAsUser<{ id: string; created: boolean }>(`${base(productId)}/revise`, {});

export const fetchTeam = (productId: string) => getAsUser<Team>(`${base(productId)}/team`);

export const saveTeam = (productId: string, team: { creators: string[]; payout: number[]; invitations: Invitation[] }) =>
  fetchAsUser<Team>("PUT", `${base(productId)}/team`, team);

export const fetchInvitations = async () => (await getAsUser<{ invitations: OpenInvitation[] }>("/api/creator/invitations")).invitations;

export const answerInvitation = (productId: string, accept: boolean) =>
  postAsUser<{ accepted: boolean }>(`/api/creator/invitations/${encodeURIComponent(productId)}`, { accept });

/** The checklist of a 422 refusal, or [] for any other error. */
export function problemsOf(error: unknown): Problem[] {
  const problems = error instanceof ApiError ? error.body?.problems : undefined;
  return Array.isArray(problems) ? (problems as Problem[]) : [];
}
