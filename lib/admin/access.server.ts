import "server-only";
import { enrolmentOf, newRelation, relationRef, relationsOfUser } from "@/lib/db/relations.server";
import { addNotification } from "@/lib/db/notifications.server";
import type { UserRecord } from "firebase-admin/auth";
import type { DocumentData, Transaction } from "firebase-admin/firestore";
import { enrolmentFigures, negated } from "@/lib/creator/creator-days";
import { recordAudit } from "@/lib/db/audit.server";
import { addToCreatorDays } from "@/lib/creator/day-figures.server";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { pageOf } from "@/lib/db/page.server";
import { toIso } from "@/lib/db/product-shape";
import { productRef, readProductTitles } from "@/lib/db/products.server";
import { readProductOption, searchProductTitles } from "@/lib/admin/product-picker.server";
import type { RelationSource } from "@/lib/types/relation";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import { relationListing, titleWords } from "@/lib/learning/title-terms";
import type { AccessEntry, ProductChoices, UserAccess } from "@/lib/types/access";
import { isGeneratedId } from "@/lib/utils/ids";
import { isEmail } from "@/lib/utils/email";
import { productQuery, type AccessChange } from "@/lib/schemas/admin";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { normalizeEmail } from "./access-input";
import { HttpError } from "@/lib/http/error";

/** Who made the change, from the verified ID token. */
export type Actor = { uid: string; email: string };

const sourceOf = (value: unknown): RelationSource => (value === "free" || value === "grant" ? value : "purchase");

/** The account behind an email, or a 404 the admin can read. */
export async function userByEmail(raw: unknown): Promise<UserRecord> {
  const email = typeof raw === "string" ? normalizeEmail(raw) : "";
  if (!isEmail(email)) throw new HttpError(400, "access/invalid-email", "Enter a valid email address.");
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") throw new HttpError(404, "access/no-account", `No account uses ${email}.`);
    throw error;
  }
}

/** Products of one user listed per page of the course-access lookup. */
export const ACCESS_PAGE_SIZE = 20;

/**
 * The user and one page of the products they have, newest first, after the encoded cursor
 * `after` (anything else: the first page). Titles come from the relations; those written before
 * relations stored a title are read from their products, at most a page of them.
 */
export async function findUserAccess(email: unknown, after: unknown = null): Promise<UserAccess> {
  const user = await userByEmail(email);
  const page = await pageOf(relationsOfUser(user.uid), "createdOn", "desc", { size: ACCESS_PAGE_SIZE, after: decodeCursor(after) });
  const untitled = page.items.filter((entry) => typeof entry.get("title") !== "string").map((entry) => String(entry.get("productId") ?? ""));
  const titles = await readProductTitles(untitled);
  const entries: AccessEntry[] = page.items.map((entry) => {
    const data = entry.data();
    const productId = String(data.productId ?? "");
    return {
      productId,
      title: (typeof data.title === "string" ? data.title : titles.get(productId)) || "(deleted product)",
      source: sourceOf(data.source),
      createdOn: toIso(data.createdOn),
      grantedBy: typeof data.grantedBy === "string" ? data.grantedBy : null,
      reason: typeof data.reason === "string" ? data.reason : null,
    };
  });
  return {
    user: { uid: user.uid, email: user.email ?? "", displayName: user.displayName ?? "" },
    products: entries,
    next: page.next ? encodeCursor(page.next) : null,
  };
}

/** Products the grant forms' picker shows per search. */
export const PRODUCT_CHOICES = 10;

/**
 * The grant forms' product picker: products in any state whose title has words starting with the
 * words of `raw`, by title, and the product whose id `raw` is, if it is shaped like one (one more
 * read). At most PRODUCT_CHOICES; drafts never submitted are found by id only (titleSearchFields).
 */
export async function findProductChoices(raw: unknown): Promise<ProductChoices> {
  const text = parseOrRefuse(productQuery, raw, "access/invalid-query");
  const [byTitle, byId] = await Promise.all([
    searchProductTitles(titleWords(text), PRODUCT_CHOICES),
    isGeneratedId(text) ? readProductOption(text) : Promise.resolve(null),
  ]);
  const products = byId ? [byId, ...byTitle.products.filter((product) => product.id !== byId.id)] : byTitle.products;
  return { products: products.slice(0, PRODUCT_CHOICES), more: byTitle.more || products.length > PRODUCT_CHOICES };
}

/** The product's title and its creators now (whose enrolment figures a grant counts in). */
async function productToGrant(tx: Transaction, productId: string): Promise<{ title: string; creators: string[] }> {
  const product = await tx.get(productRef(productId));
  if (!product.exists) throw new HttpError(404, "access/product-not-found", "This product does not exist.");
  const creators: unknown = product.get("creators");
  return {
    title: String(product.get("title") ?? productId),
    creators: Array.isArray(creators) ? creators.filter((uid): uid is string => typeof uid === "string" && uid.length > 0) : [],
  };
}

/**
 * Gives one account a product as a grant, with its audit entry, the user's notification and the
 * enrolment in its creators' day figures in the same transaction. Returns "already" (and writes
 * nothing) when they have it in any way.
 */
export async function grantToUser(actor: Actor, user: Pick<UserRecord, "uid" | "email">, productId: string, reason: string): Promise<"granted" | "already"> {
  const ref = relationRef(user.uid, productId);
  return adminDb().runTransaction(async (tx) => {
    const [{ title, creators }, existing] = [await productToGrant(tx, productId), await tx.get(ref)];
    if (existing.exists) return "already";
    const now = new Date();
    tx.set(ref, newRelation({ uid: user.uid, productId, listing: relationListing(title), source: "grant", orderId: null, creatorIds: creators, at: now }, { grantedBy: actor.uid, reason }));
    addToCreatorDays(tx, enrolmentFigures({ productId, createdOn: now, creators }));
    recordAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: "access.granted",
      target: ref.path,
      reason,
      details: { uid: user.uid, email: user.email ?? "", productId },
    });
    addNotification(tx, user.uid, {
      type: "access",
      title: `${title} is in your library`,
      body: "An administrator gave you access to this product.",
      link: `/library/${productId}`,
    });
    return "granted";
  });
}

export async function grantAccess(actor: Actor, { email, productId, reason }: AccessChange): Promise<"granted" | "already"> {
  return grantToUser(actor, await userByEmail(email), productId, reason);
}

/**
 * Removes a grant, and its enrolment from the figures of the creators it counted for, in the same
 * transaction. Purchases and free enrolments stay: taking them back is a refund (out of scope).
 */
export async function revokeAccess(actor: Actor, { email, productId, reason }: AccessChange): Promise<void> {
  const user = await userByEmail(email);
  const ref = relationRef(user.uid, productId);
  await adminDb().runTransaction(async (tx) => {
    const [existing, product] = await tx.getAll<DocumentData, DocumentData>(ref, productRef(productId));
    if (!existing?.exists) throw new HttpError(404, "access/not-found", "This user does not have this product.");
    const source = sourceOf(existing.get("source"));
    if (source !== "grant") {
      const how = source === "free" ? "enrolled for free" : "bought it";
      throw new HttpError(409, "access/not-a-grant", `This user ${how}; only granted access can be revoked here. Refunds are out of scope.`);
    }
    tx.delete(ref);
    addToCreatorDays(tx, negated(enrolmentFigures(enrolmentOf(existing, product))));
    recordAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: "access.revoked",
      target: ref.path,
      reason,
      details: { uid: user.uid, email: user.email ?? "", productId, grantedBy: existing.get("grantedBy") ?? null },
    });
  });
}
