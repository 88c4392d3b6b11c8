import "server-only";
import { readFile, stat } from "node:fs/promises";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { brand } from "@/config/brand";
import { toIso } from "@/lib/db/product-shape";
import { userRef } from "@/lib/db/users.server";
import { adminAuth, adminBucket } from "@/lib/firebase/server";
import type { MediaContent } from "./pointers";
import { resolveMediaPath } from "./serve.server";
import type { LicenceStamp } from "./stamp-pdf.server";
import type { StampSource } from "./stamped-copy.server";

/** What the footer says in place of an order for access nobody paid for. */
export const ACCESS_WITHOUT_ORDER = { free: "free enrolment, no order", grant: `access granted by ${brand.name}, no order` } as const;

/**
 * What a buyer's copy says about them: the name and e-mail of their record (their sign-in
 * account's if the record is gone), the order they own the product through, and the day they
 * got it (the relation's, so the copy stays the same on every open).
 */
export async function licenceStamp(uid: string, relation: DocumentSnapshot): Promise<LicenceStamp> {
  const record = await userRef(uid).get();
  const account = record.exists ? null : await adminAuth().getUser(uid).catch(() => null);
  const email = String(record.get("email") ?? account?.email ?? "");
  const name = [record.get("firstName"), record.get("lastName")].filter((part) => typeof part === "string" && part.trim()).join(" ");
  const orderId: unknown = relation.get("orderId");
  const source: unknown = relation.get("source");
  const order =
    typeof orderId === "string" && orderId ? `order ${orderId}` : source === "grant" ? ACCESS_WITHOUT_ORDER.grant : source === "free" ? ACCESS_WITHOUT_ORDER.free : "no order";
  return { name: name || account?.displayName || email || uid, email, order, date: toIso(relation.get("createdOn")) };
}

/** A lecture's PDF as the stamper reads it, or null when it is missing (the media route then says so). */
export async function stampSource(content: MediaContent): Promise<StampSource | null> {
  if (content.source === "disk") {
    const file = resolveMediaPath(content.path);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return null;
    return { version: `disk:${info.mtimeMs}:${info.size}`, read: () => readFile(file) };
  }
  const object = adminBucket().file(content.path);
  const [metadata] = await object.getMetadata().catch((error: { code?: number }) => {
    if (error.code === 404) return [null];
    throw error;
  });
  if (!metadata) return null;
  return { version: `storage:${content.path}:${metadata.generation}`, read: async () => (await object.download())[0] };
}
