import * as v from "valibot";
import { DECISION_REASON_MAX, REFUND_REASON_MAX, REFUND_REASON_MIN } from "@/lib/orders/refund-rules";
import { visibleLength } from "@/lib/utils/visible-text";
import { objectOf, type Refusal } from "./parse";

const TOO_SHORT = `Give a reason of at least ${REFUND_REASON_MIN} characters.`;

/** A reason people read (the buyer's, an admin's): its ends trimmed, 3 visible characters at least, `max` at most. */
export const reasonText = (max: number) =>
  v.pipe(
    v.string(TOO_SHORT),
    v.trim(),
    // Invisible characters alone say nothing.
    v.check((text) => visibleLength(text) >= REFUND_REASON_MIN, TOO_SHORT),
    v.check(
      (text) => text.length <= max,
      (issue) => `The reason is ${(issue.input as string).length.toLocaleString("en")} characters long; shorten it to ${max.toLocaleString("en")} or fewer.`,
    ),
  );

/** POST /api/orders/[id]/refund-request `{ reason }`: the buyer's, up to 2000 characters. */
export const refundRequestBody = objectOf({ reason: reasonText(REFUND_REASON_MAX) }, TOO_SHORT);
export type RefundRequestInput = v.InferInput<typeof refundRequestBody>;

/** An admin's decision on a refund request, which the buyer reads: up to 500 characters. */
export const decisionReasonBody = objectOf({ reason: reasonText(DECISION_REASON_MAX) }, TOO_SHORT);

/** POST /api/admin/orders/[id] `{ action: "reject" | "goodwill", reason }`; the reason is `decisionReasonBody`'s, checked once the order is known. */
export const refundDecisionBody = objectOf({ action: v.picklist(["reject", "goodwill"], "Choose reject or goodwill."), reason: v.optional(v.unknown()) }, "Choose reject or goodwill.");
export type RefundDecisionInput = { action: "reject" | "goodwill"; reason: string };

/** How the routes refuse a reason: the field is named, for the form to show the message beside it. */
export const reasonRefusal = (code: string, fields: Refusal["fields"] = {}): Refusal => ({ code, fields: { ...fields, reason: { code, details: { field: "reason" } } } });

/** POST /api/admin/orders/[id]/refund `{ reason }`: what the audit log keeps of a full refund. */
export const adminRefundBody = objectOf(
  {
    reason: v.pipe(
      v.string("Give a reason of 3 to 500 characters."),
      v.trim(),
      v.minLength(3, "Give a reason of 3 to 500 characters."),
      v.maxLength(500, "Give a reason of 3 to 500 characters."),
    ),
  },
  "Give a reason of 3 to 500 characters.",
);
export type AdminRefundInput = v.InferInput<typeof adminRefundBody>;
