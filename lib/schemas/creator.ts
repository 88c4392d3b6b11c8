import * as v from "valibot";
import { MAX_RANGE_DAYS } from "@/lib/creator/performance-ranges";
import { daysInRange, isRealDay, viennaDay } from "@/lib/creator/vienna-days";
import { isEmail } from "@/lib/utils/email";

/** The most people (creators and open invitations together) one product may have. */
export const TEAM_MAX = 10;

/** A share of the payout: a whole percentage from 1 to 100. */
export const isShare = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100;

/** "Shares must add up to 100 % (now 90 %)", or null when they do. Shared by the editor, the team route and submission. */
export function shareSumError(shares: number[]): string | null {
  const sum = shares.reduce((total, share) => total + (Number.isFinite(share) ? share : 0), 0);
  return sum === 100 ? null : `Shares must add up to 100 % (now ${sum} %)`;
}

const SEND_TEAM = "Send the payout split and the invitations.";
const field = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});
// A share that is no number is read as NaN, so the rules below name it rather than the shape.
const share = v.pipe(v.unknown(), v.transform((value) => (typeof value === "number" ? value : Number.NaN)));
const invitation = v.pipe(
  v.unknown(),
  v.transform((item) => {
    const entry = field(item);
    return { email: (typeof entry.email === "string" ? entry.email : "").trim().toLowerCase(), share: typeof entry.share === "number" ? entry.share : Number.NaN };
  }),
);

/** The product's team as the team route reads it: who is a creator now, and their addresses. */
export type CurrentTeam = { creators: string[]; creatorEmails: string[] };

/**
 * Every problem of a team change against the product's current creators, in the order the editor
 * lists them. Every person keeps at least 1 %: a 0 % co-creator earns nothing and is almost always
 * a typo, and someone who should earn nothing can simply be removed.
 */
function teamRules(current: CurrentTeam) {
  return v.rawCheck<TeamInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { creators, payout, invitations } = dataset.value;
    const problem = (key: "creators" | "payout" | "invitations", message: string) =>
      addIssue({ message, path: [{ type: "object", origin: "value", input: dataset.value, key, value: dataset.value[key] }] });
    if (creators[0] !== current.creators[0]) problem("creators", "The lead creator stays first and cannot be removed.");
    if (new Set(creators).size !== creators.length || creators.some((uid) => !current.creators.includes(uid))) {
      problem("creators", "Only current co-creators can be kept; invite new people by email.");
    }
    if (payout.length !== creators.length) problem("payout", "Give every creator a share.");
    else if (!payout.every(isShare)) problem("payout", "Every creator's share is a whole number from 1 to 100 %.");
    const emails = invitations.map((item) => item.email);
    if (!emails.every(isEmail)) problem("invitations", "Enter a valid email address for every invitation.");
    if (!invitations.every((item) => isShare(item.share))) problem("invitations", "Every invitation's share is a whole number from 1 to 100 %.");
    if (new Set(emails).size !== emails.length) problem("invitations", "Invite each email address only once.");
    if (emails.some((email) => current.creatorEmails.includes(email))) problem("invitations", "This person is already a creator of the product.");
    if (creators.length + invitations.length > TEAM_MAX) problem("invitations", `A product can have at most ${TEAM_MAX} people, invitations included.`);
    const sumError = shareSumError([...payout, ...invitations.map((item) => item.share)]);
    if (sumError) problem("payout", sumError);
  });
}

/** The shape of a team change: creators absent keeps `creators`; emails lower-cased and trimmed. A body of another shape is refused whole. */
export const teamShape = (creators: string[]) =>
  v.object(
    {
      creators: v.optional(v.array(v.string(SEND_TEAM), SEND_TEAM), creators),
      payout: v.array(share, SEND_TEAM),
      invitations: v.optional(v.array(invitation, SEND_TEAM), []),
    },
    SEND_TEAM,
  );

/**
 * PUT /api/creator/products/[id]/team `{ creators?, payout, invitations }` for a product whose
 * team is `current`: the shape, then every problem of the team at once (`allProblems`).
 */
export const teamBody = (current: CurrentTeam) => v.pipe(teamShape(current.creators), teamRules(current));
export type TeamInput = { creators: string[]; payout: number[]; invitations: { email: string; share: number }[] };
export type Invitation = TeamInput["invitations"][number];

/** POST /api/creator/invitations/[productId] `{ accept: boolean }`. */
export const invitationAnswerBody = v.object({ accept: v.boolean("Choose accept or decline.") }, "Choose accept or decline.");
export type InvitationAnswerInput = v.InferInput<typeof invitationAnswerBody>;

const DAYS_MISSING = "Choose a start and an end date (YYYY-MM-DD).";
const day = v.pipe(v.string(DAYS_MISSING), v.check(isRealDay, DAYS_MISSING));

/**
 * GET /api/creator/performance `?from&to` and the dashboard's custom period: real days (Vienna),
 * in order, at most a year apart, and begun by `now`: a period that has not started can only show
 * zeros, which would read as "no sales".
 */
export const performanceRange = (now: Date = new Date()) =>
  v.pipe(
    v.object({ from: day, to: day }, DAYS_MISSING),
    v.check(({ from, to }) => from <= to, "The start date must be on or before the end date."),
    v.check(({ from }) => from <= viennaDay(now), "Choose a start date on or before today."),
    v.check((range) => daysInRange(range) <= MAX_RANGE_DAYS, `Choose at most ${MAX_RANGE_DAYS} days.`),
  );
export type PerformanceRangeInput = v.InferInput<ReturnType<typeof performanceRange>>;

/** GET /api/creator/performance `?format`: JSON unless csv is asked for. */
export const performanceFormat = v.optional(v.picklist(["json", "csv"], "Choose the format json or csv."), "json");
