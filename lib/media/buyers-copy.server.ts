import "server-only";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { MediaContent } from "./pointers";
import { licenceStamp, stampSource } from "./licence.server";
import type { SignedContent } from "./signing.server";
import { stampedCopy } from "./stamped-copy.server";

/**
 * What a buyer's URL for a document lecture serves: their stamped copy, made now if this is
 * its first open. Null (serve the lecture's own file) when the file is missing, which the
 * media route then reports, or is no PDF that can be stamped.
 */
export async function buyersCopy(uid: string, productId: string, lectureId: string, content: MediaContent, relation: DocumentSnapshot): Promise<SignedContent | null> {
  const [source, stamp] = await Promise.all([stampSource(content), licenceStamp(uid, relation)]);
  if (!source) return null;
  const path = await stampedCopy({ uid, productId, lectureId, stamp, source });
  return path ? { source: "stamped", kind: "document", path } : null;
}
