/** What an admin decides about a pending product. Checked by approvalBody of lib/schemas/admin.ts, for the form and the route. */
export const APPROVAL_DECISIONS = ["approve", "reject"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const REASON_MIN = 10;
export const REASON_MAX = 1000;
