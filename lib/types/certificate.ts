import type { Timestamp } from "firebase-admin/firestore";

/**
 * certificates/{certificateId} as the app holds it: what a learner earned by finishing a course,
 * with a copy of everything it states (so it reads the same after the product changes). Written
 * by the server only; the id is a random 20-character Firestore id, so a private certificate's
 * URL cannot be guessed.
 */
export type Certificate = {
  id: string;
  uid: string;
  productId: string;
  /** The name the learner chose to be printed (lib/certificates/learner-name.ts). */
  learnerName: string;
  productTitle: string;
  universityName: string;
  universityCourseName: string;
  ects: number;
  learningOutcomes: string[];
  completedAt: string;
  /** Whether anyone with the link may open it; its owner and admins always may. */
  public: boolean;
  revokedAt: string | null;
  revokedReason: string | null;
  /** The signed Open Badges 3.0 credential, as issued (lib/certificates/credential-port.server.ts). */
  credential: string;
};

export type CertificateDoc = Omit<Certificate, "id" | "completedAt" | "revokedAt"> & { completedAt: Timestamp; revokedAt: Timestamp | null };

/** users/{uid}/certificates/{productId}: which certificate a learner holds for a product, at most one. */
export type CertificatePointerDoc = { certificateId: string; createdAt: Timestamp };

/** What a page or a list shows: not the credential (downloaded on its own), nor the learner's uid. */
export type ShownFields = Omit<Certificate, "credential" | "uid">;
