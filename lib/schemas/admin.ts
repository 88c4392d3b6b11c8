import * as v from "valibot";
import { BULK_MAX, normalizeEmail, parseEmailList, PRODUCT_QUERY_MAX, REASON_MAX, REASON_MIN } from "@/lib/admin/access-input";
import { ADMIN_ORDER_FILTERS, INVOICE_NUMBER, ORDER_SEARCH_MAX } from "@/lib/admin/order-types";
import { APPROVAL_DECISIONS, REASON_MAX as APPROVAL_REASON_MAX, REASON_MIN as APPROVAL_REASON_MIN } from "@/lib/admin/approval-rules";
import { isEmail } from "@/lib/utils/email";
import { isDocumentId } from "@/lib/utils/ids";
import { visibleLength } from "@/lib/utils/visible-text";
import { objectOf, type Refusal } from "./parse";

const REASON_SHORT = `Give a reason of at least ${REASON_MIN} characters.`;
const CHOOSE_PRODUCT = "Choose a product.";
const INVALID_EMAIL = "Enter a valid email address.";

/** Why an admin grants or takes back a course, kept in the audit log: 3 visible characters to 500, its ends trimmed. */
const accessReason = v.pipe(
  v.fallback(v.string(), ""),
  v.trim(),
  v.check((reason) => visibleLength(reason) >= REASON_MIN, REASON_SHORT),
  v.maxLength(REASON_MAX, `Keep the reason to at most ${REASON_MAX} characters.`),
);
const productId = v.custom<string>((value) => isDocumentId(value, 100), CHOOSE_PRODUCT);

/** POST /api/admin/access `{ action: "grant" | "revoke", email, productId, reason }`, checked in the order the route reads it. */
export const accessChangeBody = objectOf(
  {
    action: v.picklist(["grant", "revoke"], "Choose grant or revoke."),
    reason: accessReason,
    productId,
    email: v.pipe(v.fallback(v.string(), ""), v.transform(normalizeEmail), v.check(isEmail, INVALID_EMAIL)),
  },
  "Choose grant or revoke.",
);
export type AccessChangeInput = v.InferInput<typeof accessChangeBody>;
/** A grant or revocation as the schema read it. */
export type AccessChange = Omit<v.InferOutput<typeof accessChangeBody>, "action">;

export const accessChangeRefusal: Refusal = {
  code: "access/invalid-action",
  fields: { reason: { code: "access/invalid-reason" }, productId: { code: "access/invalid-product" }, email: { code: "access/invalid-email" } },
};

/** GET /api/admin/access/products `?q=`: a title's words or a product id, trimmed, 1 to 100 characters. */
export const productQuery = v.pipe(
  v.fallback(v.string(), ""),
  v.trim(),
  v.nonEmpty("Type a word of the product's title or paste its id."),
  v.maxLength(PRODUCT_QUERY_MAX, `Type at most ${PRODUCT_QUERY_MAX} characters.`),
);

/** POST /api/admin/access/bulk `{ emails: pasted text, productId, reason }`: 1 to 200 addresses, each once, lower-cased. */
export const bulkGrantBody = objectOf(
  {
    reason: accessReason,
    productId,
    emails: v.pipe(
      v.unknown(),
      v.transform((text) => (typeof text === "string" ? parseEmailList(text) : [])),
      v.minLength(1, "Paste at least one email address."),
      v.maxLength(BULK_MAX, (issue) => `Paste at most ${BULK_MAX} email addresses at a time (you pasted ${(issue.input as string[]).length}).`),
    ),
  },
  REASON_SHORT,
);
export type BulkGrantInput = v.InferInput<typeof bulkGrantBody>;

/** The route's code for a problem of `bulkGrantBody`. */
export function bulkGrantCode({ field, message }: { field: string; message: string }): string {
  if (field === "emails") return message.startsWith("Paste at least") ? "access/no-emails" : "access/too-many";
  return field === "productId" ? "access/invalid-product" : "access/invalid-reason";
}

/**
 * POST /api/admin/approvals/[id] `{ decision: "approve" | "reject", reason }`. A rejection must
 * tell the creator what to change; an approval's note is optional. Both are measured trimmed.
 */
export const approvalBody = v.pipe(
  objectOf(
    {
      decision: v.picklist(APPROVAL_DECISIONS, "Choose approve or reject."),
      reason: v.optional(v.string("Write the reason as text."), ""),
    },
    "Choose approve or reject.",
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { decision, reason } = dataset.value;
    const problem = (message: string) => {
      addIssue({ message, path: [{ type: "object", origin: "value", input: dataset.value, key: "reason", value: reason }] });
      return NEVER;
    };
    if (decision === "reject" && visibleLength(reason) < APPROVAL_REASON_MIN) return problem(`Tell the creator what to change, in at least ${APPROVAL_REASON_MIN} characters.`);
    if (reason.trim().length > APPROVAL_REASON_MAX) return problem(`Keep the ${decision === "reject" ? "reason" : "note"} to ${APPROVAL_REASON_MAX} characters or fewer.`);
    return { decision, reason: reason.trim() };
  }),
);
export type ApprovalInput = v.InferInput<typeof approvalBody>;

export const approvalRefusal: Refusal = { code: "approval/invalid-decision", fields: { reason: { code: "approval/invalid-reason" } } };

const SEARCH_WHAT = "Enter a whole email address, an order id or an invoice number.";

/**
 * GET /api/admin/orders `?filter&q&after`. A filter we do not know lists the refund requests (a
 * stale link still shows the queue); `q`, trimmed, is empty (no search) or a whole email address,
 * an invoice number or an order id; `after` is the previous page's `next`.
 */
export const adminOrdersQuery = v.object({
  filter: v.fallback(v.picklist(ADMIN_ORDER_FILTERS), "requests"),
  q: v.pipe(
    v.nullish(v.string(), ""),
    v.trim(),
    v.maxLength(ORDER_SEARCH_MAX, `Search with at most ${ORDER_SEARCH_MAX} characters.`),
    v.check((search) => !search || (search.includes("@") ? isEmail(normalizeEmail(search)) : INVOICE_NUMBER.test(search) || isDocumentId(search)), SEARCH_WHAT),
  ),
  after: v.nullish(v.string(), null),
});
export type AdminOrdersQueryInput = v.InferInput<typeof adminOrdersQuery>;
export type AdminOrdersQuery = v.InferOutput<typeof adminOrdersQuery>;
