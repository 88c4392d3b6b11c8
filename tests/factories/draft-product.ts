import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { emptyFields, newDraftDefaults } from "@/lib/types/course-draft";

// A course as the builder creates it, for rules tests (firestore.rules isNewDraft).
export const serverNow = () => firebase.firestore.FieldValue.serverTimestamp();

// The builder's own empty course (lib/creator/builder-model.ts), titled: what "Create draft" writes.
export const draftContent: Record<string, unknown> = { ...emptyFields("Lena Berger"), title: "Circular Economy Basics" };

/** A new course exactly as the builder writes it: the caller's own draft, server fields at their defaults. */
export const newDraft = (uid: string, content: Record<string, unknown> = draftContent): Record<string, unknown> => ({ ...content, ...newDraftDefaults(uid, serverNow()) });
