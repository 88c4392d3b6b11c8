import "server-only";

/** A learner's certificate of completing a course, as the recognition pack includes it. */
export type LearnerCertificate = {
  /** The public certificate page, /certificates/{id}. */
  url: string;
  /** The signed credential (Open Badges 3.0, JSON-LD) as its JSON text. */
  credential: string;
};

/**
 * The signed-in learner's certificate of this course, or null when they have none (not
 * completed, or revoked). Always null until the certificates module exists: the lead wires this
 * one function to it at merge (issue 34 item 1: certificates/{id} with uid, productId, revokedAt),
 * and the pack routes already include what it returns.
 */
export async function learnerCertificateFor(uid: string, productId: string): Promise<LearnerCertificate | null> {
  void uid;
  void productId;
  return null;
}
