import type { Timestamp } from "firebase-admin/firestore";

/** How someone came to have a product: bought it, enrolled in a free one, or an admin granted it. */
export type RelationSource = "purchase" | "free" | "grant";

/**
 * userProductRelations/{uid}_{productId} as stored (SPEC §3): who has what and how, plus what the
 * library lists, sorts and searches by without reading the product. Written by the server only;
 * the owner may touch `lastOpened` (firestore.rules).
 */
export type RelationDoc = {
  uid: string;
  productId: string;
  source: RelationSource;
  orderId: string | null;
  /** The product's creators when it was created; missing on relations older than creatorDays. */
  creatorIds?: string[];
  title: string;
  titleSort: string;
  titleTerms: string[];
  createdOn: Timestamp;
  lastOpened: Timestamp;
  /** Set on an admin's grant. */
  grantedBy?: string;
  reason?: string;
  /** A free enrolment's consent to immediate supply (config/checkout-consent.ts); a paid one's is on its order. */
  consent?: { version: string; at: Timestamp };
};
