import "server-only";
import { FieldValue } from "firebase-admin/firestore";
import { applyRevision } from "@/lib/creator/revision.server";
import { recordAudit } from "@/lib/db/audit.server";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { pageOf } from "@/lib/db/page.server";
import { toProduct } from "@/lib/db/product-shape";
import { addNotification, type NewNotification } from "@/lib/db/notifications.server";
import { queueMail, readRecipients } from "@/lib/db/mail.server";
import { approvalMail, rejectionMail } from "@/lib/mail/creator-mails";
import { mailKeys } from "@/lib/mail/keys";
import { productRef, productsInState, readLectures, readProductFresh } from "@/lib/db/products.server";
import { titleSearchFields } from "@/lib/admin/product-picker.server";
import { catalogueFields } from "@/lib/catalogue/facets.server";
import { getProductPlace } from "@/lib/db/universities.server";
import { recognitionProblems } from "@/lib/recognition/requirements";
import { adminDb } from "@/lib/firebase/server";
import { isDocumentId } from "@/lib/utils/ids";
import { approvalBody, approvalRefusal } from "@/lib/schemas/admin";
import { parseOrRefuse } from "@/lib/schemas/parse";
import type { ApprovalDecision } from "./approval-rules";
import type { PendingPage, PendingProduct } from "./approval-types";
import { HttpError } from "@/lib/http/error";

export const NOT_PENDING = "This product is no longer waiting for approval.";


async function withDetails(product: PendingProduct["product"]): Promise<PendingProduct> {
  const [lectures, { university, uniCourse }] = await Promise.all([readLectures(product.id), getProductPlace(product.university, product.uniCourse)]);
  return { product, lectures, university, uniCourse };
}

/** Pending products shown per page of the queue. */
export const QUEUE_PAGE_SIZE = 20;


/**
 * One page of pending products with what their previews show, oldest submission first, after the
 * encoded cursor `after` (anything else: the first page), and how many wait in all (a count
 * aggregation, not a read of each). Read fresh, never from the catalogue cache. Needs the
 * (state, lastUpdated) index of firestore.indexes.json.
 */
export async function listPendingProducts(after: unknown = null): Promise<PendingPage> {
  const pending = productsInState("pending");
  const [page, count] = await Promise.all([pageOf(pending, "lastUpdated", "asc", { size: QUEUE_PAGE_SIZE, after: decodeCursor(after) }), pending.count().get()]);
  const products = await Promise.all(page.items.map((doc) => withDetails(toProduct(doc.id, doc.data()))));
  return { products, next: page.next ? encodeCursor(page.next) : null, total: count.data().count };
}

/** One product for the detail view, in whatever state it is now; null when it does not exist. */
export async function readProductForReview(productId: string): Promise<PendingProduct | null> {
  const product = isDocumentId(productId) ? await readProductFresh(productId) : null;
  return product ? withDetails(product) : null;
}

type Decision = { productId: string; decision: unknown; reason: unknown; actor: { uid: string; email: string } };

/**
 * Approves or rejects a pending product in one transaction: the new state, the audit entry and a
 * notification to every creator land together, or nothing does.
 */
export async function decideApproval({ productId, actor, ...body }: Decision): Promise<{ state: "approved" | "rejected"; liveId: string }> {
  const { decision, reason: text } = parseOrRefuse(approvalBody, body, approvalRefusal);
  if (!isDocumentId(productId)) throw new HttpError(404, "approval/not-found", "This product does not exist.");
  const approved = decision === "approve";
  const ref = productRef(productId);

  const liveId = await adminDb().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpError(404, "approval/not-found", "This product does not exist.");
    const product = toProduct(snapshot.id, snapshot.data() ?? {});
    if (product.state !== "pending") throw new HttpError(409, "approval/not-pending", NOT_PENDING);
    const missing = approved ? recognitionProblems(product) : [];
    if (missing.length) {
      throw new HttpError(409, "approval/recognition-missing", `The recognition pack needs more before approval: ${missing.map((problem) => problem.message).join(" ")} Reject it so the creator can add it.`);
    }
    const recipients = await readRecipients(product.creators, tx);
    // A working copy of an approved product (lib/creator/revision.server.ts): approving it updates
    // the live product and removes the copy; rejecting it works like any rejection.
    const revisionOf = typeof snapshot.get("revisionOf") === "string" ? (snapshot.get("revisionOf") as string) : "";
    if (approved && revisionOf) {
      if (!(await applyRevision(tx, productId, snapshot.data() ?? {}, revisionOf))) {
        throw new HttpError(409, "approval/live-missing", "The live product this revision belongs to no longer exists.");
      }
    } else {
      tx.update(ref, {
        state: approved ? "approved" : "rejected",
        rejectionReason: approved ? "" : text,
        lastUpdated: FieldValue.serverTimestamp(),
        facets: approved ? (await catalogueFields(snapshot.data() ?? {})).facets : [],
        // Also for products submitted before submissions wrote them.
        ...titleSearchFields(product),
      });
    }
    recordAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: approved ? "product.approved" : "product.rejected",
      target: ref.path,
      reason: text,
      details: { title: product.title, creators: product.creators, ...(revisionOf ? { revisionOf } : {}) },
    });
    const shown = { id: revisionOf && approved ? revisionOf : productId, title: product.title };
    // The submission's time tells this decision from one on a later resubmission.
    const submittedMs = Date.parse(product.lastUpdated) || 0;
    for (const uid of new Set(product.creators)) {
      addNotification(tx, uid, notification(decision, product.title, shown.id, text));
      queueMail(tx, recipients, uid, mailKeys.decision(productId, submittedMs, uid), approved ? "approval" : "rejection", approved ? approvalMail(shown, text) : rejectionMail(shown, text));
    }
    return revisionOf && approved ? revisionOf : productId;
  });
  return { state: approved ? "approved" : "rejected", liveId };
}

function notification(decision: ApprovalDecision, title: string, productId: string, reason: string): NewNotification {
  const approved = decision === "approve";
  const body = approved
    ? `Your product is now in the catalogue.${reason ? ` Note from the reviewer: ${reason}` : ""}`
    : `Your product was not approved. Reason: ${reason}`;
  return {
    type: approved ? "approval" : "rejection",
    title: approved ? `Approved: ${title}` : `Changes needed: ${title}`,
    body,
    link: approved ? `/products/${productId}` : "/dashboard",
  };
}
