import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { emptyFields } from "@/lib/creator/builder-model";

// A course as the builder creates it, for rules tests (firestore.rules isNewDraft).
export const serverNow = () => firebase.firestore.FieldValue.serverTimestamp();

// The builder's own empty course (lib/creator/builder-model.ts), titled: what "Create draft" writes.
export const draftContent: Record<string, unknown> = { ...emptyFields("Lena Berger"), title: "Circular Economy Basics" };

/** A new course exactly as the builder writes it: the caller's own draft, server fields at their defaults. */
export const newDraft = (uid: string, content: Record<string, unknown> = draftContent): Record<string, unknown> => ({
  ...content,
  creators: [uid],
  state: "draft",
  rejectionReason: "",
  rating: { stars: 0, count: 0, total: 0 },
  participants: 0,
  length: 0,
  sectionCount: 0,
  lectureCount: 0,
  priceId: "",
  createdOn: serverNow(),
  lastUpdated: serverNow(),
});
