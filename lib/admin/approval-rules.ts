import { visibleLength } from "@/lib/utils/visible-text";

/** What an admin decides about a pending product. Shared by the form and the route handler. */
export const APPROVAL_DECISIONS = ["approve", "reject"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const REASON_MIN = 10;
export const REASON_MAX = 1000;

export const isApprovalDecision = (value: unknown): value is ApprovalDecision =>
  typeof value === "string" && (APPROVAL_DECISIONS as readonly string[]).includes(value);

/**
 * The message for a reason that cannot be sent, or null. A rejection must tell the creator what
 * to change; an approval's note is optional. Both are measured trimmed.
 */
export function approvalReasonError(decision: ApprovalDecision, reason: unknown): string | null {
  if (reason !== undefined && typeof reason !== "string") return "Write the reason as text.";
  const length = (reason ?? "").trim().length;
  if (decision === "reject" && visibleLength(reason ?? "") < REASON_MIN) return `Tell the creator what to change, in at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Keep the ${decision === "reject" ? "reason" : "note"} to ${REASON_MAX} characters or fewer.`;
  return null;
}
